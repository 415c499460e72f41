import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { publishEvent } from "#server/services/events/publish-event.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import { adminOrderErrors } from "./errors.ts";

/**
 * Records the first time a staff member opened the order; later calls keep that time. Only the
 * first one is announced (order.seen), so every board drops the "Novo" marker once.
 */
export async function markOrderSeen(
  db: Database,
  id: string,
): Promise<{ id: string; seenAt: string }> {
  if (!ORDER_ID_PATTERN.test(id)) throw adminOrderErrors.notFound();
  const first = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ seenAt: sql`now()` })
      .where(and(eq(orders.id, id), isNull(orders.seenAt)))
      .returning({ seenAt: orders.seenAt });
    if (row) await publishEvent(tx, { type: "order.seen", orderId: id });
    return row;
  });
  const seenAt =
    first?.seenAt ??
    (await db.select({ seenAt: orders.seenAt }).from(orders).where(eq(orders.id, id)))[0]?.seenAt;
  if (!seenAt) throw adminOrderErrors.notFound();
  return { id, seenAt: seenAt.toISOString() };
}
