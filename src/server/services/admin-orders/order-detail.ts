import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders } from "#server/db/schema.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import { findOrderRow, loadOrderLines, toOrderView } from "#server/services/orders/order-view.ts";
import type { AdminOrderDetail, OrderHistoryEntry } from "#shared/admin-orders.ts";
import { adminOrderErrors } from "./errors.ts";

export async function loadOrderHistory(
  db: Database,
  orderId: string,
): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedBy: { userId: row.changedByUserId, name: row.changedByName },
    changedAt: row.changedAt.toISOString(),
  }));
}

/** Everything staff see of one order: the customer's view (no token), version and history. */
export async function readAdminOrder(db: Database, id: string): Promise<AdminOrderDetail> {
  const found = ORDER_ID_PATTERN.test(id) ? await findOrderRow(db, eq(orders.id, id)) : null;
  if (!found) throw adminOrderErrors.notFound();
  const [lines, history] = await Promise.all([loadOrderLines(db, id), loadOrderHistory(db, id)]);
  const { accessToken: _secret, ...view } = toOrderView(found.order, found.store, lines);
  return {
    ...view,
    version: found.order.version,
    updatedAt: found.order.updatedAt.toISOString(),
    seenAt: found.order.seenAt?.toISOString() ?? null,
    history,
  };
}
