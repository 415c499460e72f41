import { describe, expect, it } from "vitest";
import type { OrderHistoryEntry } from "#shared/admin-orders.ts";
import type { OrderStatus } from "#shared/order-terms.ts";
import { arrivalOf } from "./order-arrival.ts";

const step = (fromStatus: OrderStatus | null, toStatus: OrderStatus): OrderHistoryEntry => ({
  fromStatus,
  toStatus,
  changedBy: { userId: null, name: "Cliente" },
  changedAt: "2026-03-02T15:00:00.000Z",
  note: null,
});

const unpaid = {
  status: "awaiting_payment" as const,
  seenAt: null,
  history: [step(null, "awaiting_payment")],
};
const paid = {
  status: "pending" as const,
  seenAt: null,
  history: [step(null, "awaiting_payment"), step("awaiting_payment", "pending")],
};
const placed = { status: "pending" as const, seenAt: null, history: [step(null, "pending")] };

describe("when the kitchen hears of an order", () => {
  it("rings for an order placed into Pendente, not for a Pix placed unpaid", () => {
    expect(arrivalOf(placed, "created")).toBe("ring");
    expect(arrivalOf(unpaid, "created")).toBe("awaiting_payment");
  });

  it("rings for a Pix once it is confirmed into Pendente, however it was heard of", () => {
    expect(arrivalOf(paid, "pending")).toBe("ring");
    // Confirmed before its creation was read.
    expect(arrivalOf(paid, "created")).toBe("ring");
  });

  it("keeps quiet for an order moved back to Pendente, opened already, or moved on", () => {
    const movedBack = { ...placed, history: [...placed.history, step("preparing", "pending")] };
    expect(arrivalOf(movedBack, "pending")).toBe("none");
    expect(arrivalOf({ ...paid, seenAt: "2026-03-02T15:01:00.000Z" }, "pending")).toBe("none");
    expect(arrivalOf({ ...placed, status: "preparing" }, "created")).toBe("none");
    expect(arrivalOf(unpaid, "pending")).toBe("none");
  });
});
