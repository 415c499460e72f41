import { describe, expect, it } from "vitest";
import { ApiError, TooManyRequestsError } from "#server/http/errors.ts";
import {
  CustomerStreamBudget,
  STREAM_LIMITS,
  StaffStreamBudget,
  streamLimits,
} from "./stream-limits.ts";

const limits = streamLimits({ total: 6, staffReserve: 2, perOrder: 2, perAddress: 3 });

function refusal(take: () => unknown): ApiError {
  try {
    take();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("stream budgets", () => {
  it("keeps the staff reserve out of customers' reach by default", () => {
    expect(STREAM_LIMITS.total - STREAM_LIMITS.staffReserve).toBeGreaterThan(0);
    expect(STREAM_LIMITS.perOrder).toBeLessThan(STREAM_LIMITS.perAddress);
    expect(() => streamLimits({ total: 10, staffReserve: 11 })).toThrow();
  });

  it("refuses per order and per address with a 429, the full pool with a 503", () => {
    const customers = new CustomerStreamBudget(limits);
    customers.take("ORD-1", "10.0.0.1");
    customers.take("ORD-1", "10.0.0.2");
    const order = refusal(() => customers.take("ORD-1", "10.0.0.3"));
    expect(order).toBeInstanceOf(TooManyRequestsError);
    expect(order.message).toMatch(/pedido/);

    customers.take("ORD-2", "10.0.0.1");
    customers.take("ORD-3", "10.0.0.1");
    const address = refusal(() => customers.take("ORD-4", "10.0.0.1"));
    expect(address).toBeInstanceOf(TooManyRequestsError);
    expect(address.message).toMatch(/rede/);

    // 4 of total − reserve = 4 are held: a fifth client is refused because the pool is full.
    const full = refusal(() => customers.take("ORD-5", "10.0.0.9"));
    expect([full.status, full.code]).toEqual([503, "too_many_streams"]);
    expect(customers.open).toBe(4);
  });

  it("gives a place back once, however often a stream says it ended", () => {
    const customers = new CustomerStreamBudget(limits);
    const first = customers.take("ORD-1", null);
    customers.take("ORD-1", null);
    first.release();
    first.release();
    expect(customers.open).toBe(1);
    customers.take("ORD-1", null);
    expect(refusal(() => customers.take("ORD-1", null)).status).toBe(429);
  });

  it("counts staff apart from customers, with a cap per staff member", () => {
    const staff = new StaffStreamBudget(streamLimits({ ...limits, perStaffMember: 1 }));
    staff.take("ana");
    expect(refusal(() => staff.take("ana")).status).toBe(429);
    staff.take("bia");
    expect(refusal(() => staff.take("caio")).status).toBe(503);
  });
});
