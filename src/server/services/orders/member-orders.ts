import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, stores } from "#server/db/schema.ts";
import type { PlacedOrder } from "#shared/orders.ts";
import { orderOwnerProof } from "./order-owner-proof.ts";
import { loadOrderViews, storeSummary } from "./order-view.ts";

/** How many of a member's orders "Meus pedidos" brings to a new device. */
export const MEMBER_ORDERS_LIMIT = 50;

/**
 * A Clube Frosty member's latest orders, newest first, each with its access token and owner
 * proof: the member's session proves they are theirs, so any device they sign in on follows
 * them as the device that placed them does ("Meus pedidos"). Four queries at most, whatever
 * the count: the orders, then their views (loadOrderViews).
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
  const views = await loadOrderViews(db, rows);
  return views.map(({ view }) => ({ ...view, ownerProof: orderOwnerProof(ownerSecret, view.id) }));
}
