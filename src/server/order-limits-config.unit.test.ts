import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_LIMITS } from "#shared/order-limits.ts";
import { orderLimitsFromEnv } from "./order-limits-config.ts";

describe("ORDER_LIMITS", () => {
  it("is the defaults when unset or empty", () => {
    expect(orderLimitsFromEnv(undefined)).toEqual(DEFAULT_ORDER_LIMITS);
    expect(orderLimitsFromEnv(" ")).toEqual(DEFAULT_ORDER_LIMITS);
  });

  it("overrides the fields it names", () => {
    expect(orderLimitsFromEnv('{"ordersPerPhone": 2, "windowMinutes": 60}')).toEqual({
      ...DEFAULT_ORDER_LIMITS,
      ordersPerPhone: 2,
      windowMinutes: 60,
    });
  });

  it("stops the server on a value that is not valid, naming the field", () => {
    expect(() => orderLimitsFromEnv("20")).toThrow(/ORDER_LIMITS must be a JSON object/);
    expect(() => orderLimitsFromEnv("{nope")).toThrow(/ORDER_LIMITS must be a JSON object/);
    expect(() => orderLimitsFromEnv('{"ordersPerPhone": 0}')).toThrow(
      /ORDER_LIMITS\.ordersPerPhone/,
    );
    expect(() => orderLimitsFromEnv('{"surprise": 1}')).toThrow(/Invalid environment/);
  });
});
