import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { publishEvent } from "#server/services/events/publish-event.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import { adminOrderErrors } from "./errors.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";

/**
 * Records the first time a staff member opened the order; later calls keep that time. Only the
 * first one is announced (order.seen), so every board drops the "Novo" marker once (and the
 * new-order alarm stops). Another store's order is unknown (404).
 */
export async function markOrderSeen(
  db: Database,
  id: string,
  scope: OrderScope,
): Promise<{ id: string; seenAt: string }> {
  if (!ORDER_ID_PATTERN.test(id)) throw adminOrderErrors.notFound();
  const mine = and(eq(orders.id, id), withinScope(scope));
  const first = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ seenAt: sql`now()` })
      .where(and(mine, isNull(orders.seenAt)))
      .returning({ seenAt: orders.seenAt, storeId: orders.storeId });
    if (row) await publishEvent(tx, { type: "order.seen", orderId: id, storeId: row.storeId });
    return row;
  });
  const seenAt =
    first?.seenAt ??
    (await db.select({ seenAt: orders.seenAt }).from(orders).where(mine))[0]?.seenAt;
  if (!seenAt) throw adminOrderErrors.notFound();
  return { id, seenAt: seenAt.toISOString() };
}
