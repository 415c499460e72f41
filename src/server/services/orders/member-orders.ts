import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, stores } from "#server/db/schema.ts";
import { cashbackRulesInForce } from "#server/services/settings/cashback-rules-settings.ts";
import type { PlacedOrder } from "#shared/orders.ts";
import { loadEarnedLots, orderCashbackView } from "./order-cashback.ts";
import { orderOwnerProof } from "./order-owner-proof.ts";
import { storeSummary, toLineView, toOrderView } from "./order-view.ts";

/** How many of a member's orders "Meus pedidos" brings to a new device. */
export const MEMBER_ORDERS_LIMIT = 50;

/**
 * A Clube Frosty member's latest orders, newest first, each with its access token and owner
 * proof: the member's session proves they are theirs, so any device they sign in on follows
 * them as the device that placed them does ("Meus pedidos"). Four queries, whatever the count.
 */
export async function listMemberOrders(
  db: Database,
  memberId: string,
  ownerSecret: string,
  limit: number = MEMBER_ORDERS_LIMIT,
): Promise<PlacedOrder[]> {
  const rows = await db
    .select({ order: orders, store: storeSummary })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, lots, rules] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    loadEarnedLots(db, ids),
    cashbackRulesInForce(db),
  ]);
  return rows.map(({ order, store }) => {
    const own = lines.filter((line) => line.orderId === order.id).map(toLineView);
    const cashback = orderCashbackView(order, lots.get(order.id) ?? null, rules);
    return {
      ...toOrderView(order, store, own, cashback),
      ownerProof: orderOwnerProof(ownerSecret, order.id),
    };
  });
}
