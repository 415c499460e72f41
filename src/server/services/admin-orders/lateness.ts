import type { OrderStatus } from "#shared/order-terms.ts";

const MINUTE_MS = 60_000;

/** The statuses in which an encomenda is not ready yet: past its slot, it is late. */
const NOT_READY: readonly OrderStatus[] = ["scheduled", "pending", "preparing"];

/**
 * A Pendente order waiting longer than its store's limit (`late_after_minutes`) is late: the
 * board marks it, and HQ sees it. An encomenda is late when it is not ready at the start of its
 * slot (`scheduled_for`), whatever the limit: the customer comes at that time. `lateAt` lets a
 * screen turn the mark on by its own clock.
 */
export function lateness(
  order: { status: OrderStatus; createdAt: Date; scheduledFor?: Date | null },
  lateAfterMinutes: number,
  now: Date = new Date(),
): { lateAt: string; late: boolean } {
  if (order.scheduledFor) {
    return {
      lateAt: order.scheduledFor.toISOString(),
      late: NOT_READY.includes(order.status) && order.scheduledFor.getTime() <= now.getTime(),
    };
  }
  const lateAt = new Date(order.createdAt.getTime() + lateAfterMinutes * MINUTE_MS);
  return {
    lateAt: lateAt.toISOString(),
    late: order.status === "pending" && lateAt.getTime() <= now.getTime(),
  };
}
