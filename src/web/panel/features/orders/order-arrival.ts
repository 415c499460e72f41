import type { AdminOrderDetail } from "#shared/admin-orders.ts";

/**
 * What a staff screen does when the stream tells of an order:
 * - "ring": a new order for the kitchen, Pendente and opened by nobody. A Pix order is one once
 *   "Pix recebido" or the bank (Pix automático) moved it to Pendente, not when it was placed
 *   and still unpaid;
 * - "awaiting_payment": a Pix order placed and not paid yet: a quiet notice, no alarm (there is
 *   nothing to make yet, and it may never be paid);
 * - "none": anything else (moved on already, opened already, or moved back to Pendente).
 */
export type Arrival = "ring" | "awaiting_payment" | "none";

/** How the stream told of it: order.created, or order.updated to Pendente. */
export type Heard = "created" | "pending";

export function arrivalOf(
  order: Pick<AdminOrderDetail, "status" | "seenAt" | "history">,
  heard: Heard,
): Arrival {
  if (order.status === "awaiting_payment") {
    return heard === "created" ? "awaiting_payment" : "none";
  }
  if (order.status !== "pending" || order.seenAt !== null) return "none";
  if (heard === "created") return "ring";
  // Moved to Pendente: new for the kitchen only when it came from waiting for its Pix, or an
  // encomenda whose time to be made has come.
  const from = order.history.at(-1)?.fromStatus;
  return from === "awaiting_payment" || from === "scheduled" ? "ring" : "none";
}
