import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";

/**
 * Every order a database holds, with its lines, in a stable order: what a backup must bring
 * back exactly. Only the columns a restore could get wrong; all of them are compared.
 */
export async function orderSnapshot(db: Database) {
  const [orderRows, itemRows] = await Promise.all([
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(orderItems).orderBy(asc(orderItems.orderId), asc(orderItems.position)),
  ]);
  return orderRows.map((order) => ({
    ...order,
    items: itemRows.filter((item) => item.orderId === order.id).map(({ id: _id, ...item }) => item),
  }));
}
