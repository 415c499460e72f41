import type { OrderLimits } from "#shared/order-limits.ts";

/**
 * Limits no test reaches by accident: suites that place many orders from one address and one
 * phone (idempotency, stock races, batching) test those rules, not the rate limits. The tests
 * of the limits (orders-limits.test.ts, the flood test) set their own.
 */
export const GENEROUS_ORDER_LIMITS: OrderLimits = {
  ordersPerAddress: 1_000_000,
  ordersPerPhone: 1_000_000,
  windowMinutes: 1,
  maxUnitsPerLine: 99,
  maxUnitsPerOrder: 5_000,
  couponChecksPerMinute: 1_000,
  heldUnitsPerAddress: 1_000_000,
  heldUnitsPer56: 1_000_000,
  heldUnitsPer48: 1_000_000,
  pixRequiredAboveUnits: 5_000,
};

/** GENEROUS_ORDER_LIMITS as the ORDER_LIMITS environment variable of a server process. */
export const GENEROUS_ORDER_LIMITS_ENV = JSON.stringify(GENEROUS_ORDER_LIMITS);
