/**
 * The chain's order limits (Configurações → Limites): how many orders one connection and one
 * phone may place in a window, the unit caps of a line and an order, and the coupon checks a
 * connection may make a minute.
 *
 * In force: the saved limits (order_limits, one JSON object, saved whole), else the process's
 * defaults (ORDER_LIMITS from the environment over DEFAULT_ORDER_LIMITS: CatalogCache's
 * limitDefaults). Orders, the coupon check and the catalogue read them alike (orderLimitsOf).
 */
import type { Database } from "#server/db/client.ts";
import { orderLimitsOf } from "#server/services/orders/order-limits.ts";
import type { OrderLimits, OrderLimitsView } from "#shared/order-limits.ts";
import { readStoredSettings, writeStoredSettings } from "./stored-settings.ts";

/** The limits in force and the defaults they replace, as staff see them. */
export async function readOrderLimits(
  db: Database,
  defaults: OrderLimits,
): Promise<OrderLimitsView> {
  const stored = await readStoredSettings(db, ["order_limits"]);
  return { limits: orderLimitsOf(stored, defaults), defaults };
}

/** Saves a whole, validated set of limits and answers with the limits as they now stand. */
export async function updateOrderLimits(
  db: Database,
  defaults: OrderLimits,
  limits: OrderLimits,
): Promise<OrderLimitsView> {
  await writeStoredSettings(db, { order_limits: limits });
  return readOrderLimits(db, defaults);
}
