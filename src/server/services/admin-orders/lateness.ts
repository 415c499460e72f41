import type { OrderStatus } from "#shared/order-terms.ts";

const MINUTE_MS = 60_000;

/**
 * A Pendente order waiting longer than its store's limit (`late_after_minutes`) is late: the
 * board marks it, and HQ sees it. `lateAt` lets a screen turn the mark on by its own clock.
 */
export function lateness(
  order: { status: OrderStatus; createdAt: Date },
  lateAfterMinutes: number,
  now: Date = new Date(),
): { lateAt: string; late: boolean } {
  const lateAt = new Date(order.createdAt.getTime() + lateAfterMinutes * MINUTE_MS);
  return {
    lateAt: lateAt.toISOString(),
    late: order.status === "pending" && lateAt.getTime() <= now.getTime(),
  };
}
