import { and, count, desc, eq, isNull, lte, sql } from "drizzle-orm";
import {
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderSummary,
  ORDERS_PER_STATUS_LIMIT,
} from "../../../shared/admin-orders.ts";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/orders.ts";
import type { Database } from "../../db/client.ts";
import { orderItems, orders, stores } from "../../db/schema.ts";
import { orderFilterConditions } from "./order-search.ts";

/**
 * The queue: orders matching the filters, newest first, at most ORDERS_PER_STATUS_LIMIT in each
 * status (a busy day's delivered orders must not push the pending ones out), plus how many
 * match in each status.
 */
export async function listAdminOrders(
  db: Database,
  filters: AdminOrderFilters,
): Promise<AdminOrderList> {
  const where = and(
    orderFilterConditions(filters),
    filters.status ? eq(orders.status, filters.status) : undefined,
  );

  const ranked = db
    .select({
      id: orders.id,
      status: orders.status,
      version: orders.version,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      deliveryMethod: orders.deliveryMethod,
      totalCents: orders.totalCents,
      storeId: orders.storeId,
      storeName: sql<string>`${stores.name}`.as("store_name"),
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      seenAt: orders.seenAt,
      itemCount:
        sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.as(
          "item_count",
        ),
      rank: sql<number>`row_number() over (partition by ${orders.status} order by ${orders.createdAt} desc, ${orders.id} desc)`.as(
        "rank",
      ),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(where)
    .as("ranked");

  const [rows, perStatus] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, ORDERS_PER_STATUS_LIMIT))
      .orderBy(desc(ranked.createdAt), desc(ranked.id)),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(where)
      .groupBy(orders.status),
  ]);

  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of perStatus) counts[row.status] = Number(row.count);

  return {
    orders: rows.map(
      (row): AdminOrderSummary => ({
        id: row.id,
        status: row.status,
        version: row.version,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        deliveryMethod: row.deliveryMethod,
        totalCents: row.totalCents,
        itemCount: Number(row.itemCount),
        store: { id: row.storeId, name: row.storeName },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        seenAt: row.seenAt?.toISOString() ?? null,
      }),
    ),
    counts,
    limitPerStatus: ORDERS_PER_STATUS_LIMIT,
  };
}

/** Orders no staff member has opened yet: the number on the "Pedidos" badge. */
export async function countUnseenOrders(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(isNull(orders.seenAt));
  return Number(row?.count ?? 0);
}
