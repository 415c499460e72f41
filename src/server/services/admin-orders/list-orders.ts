import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, stores } from "#server/db/schema.ts";
import {
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderSummary,
  ORDERS_PER_STATUS_LIMIT,
} from "#shared/admin-orders.ts";
import { ORDER_STATUSES, type OrderStatus } from "#shared/orders.ts";
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
  const matching = orderFilterConditions(filters);
  const statuses = filters.status ? [filters.status] : ORDER_STATUSES;

  // One query per status, each stopping at the limit, rather than ranking every matching
  // order: a year of delivered orders costs no more than a quiet morning.
  const [columns, perStatus] = await Promise.all([
    Promise.all(
      statuses.map((status) =>
        db
          .select({
            order: {
              id: orders.id,
              status: orders.status,
              version: orders.version,
              customerName: orders.customerName,
              customerPhone: orders.customerPhone,
              deliveryMethod: orders.deliveryMethod,
              totalCents: orders.totalCents,
              createdAt: orders.createdAt,
              updatedAt: orders.updatedAt,
              seenAt: orders.seenAt,
            },
            store: { id: stores.id, name: stores.name },
            itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
          })
          .from(orders)
          .innerJoin(stores, eq(stores.id, orders.storeId))
          .where(and(matching, eq(orders.status, status)))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_PER_STATUS_LIMIT),
      ),
    ),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(and(matching, filters.status ? eq(orders.status, filters.status) : undefined))
      .groupBy(orders.status),
  ]);

  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of perStatus) counts[row.status] = Number(row.count);

  const summaries = columns.flat().map(
    ({ order, store, itemCount }): AdminOrderSummary => ({
      ...order,
      itemCount: Number(itemCount),
      store,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      seenAt: order.seenAt?.toISOString() ?? null,
    }),
  );
  // Newest first across the columns, ties (same millisecond) by id, as each column is sorted.
  summaries.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
  return { orders: summaries, counts, limitPerStatus: ORDERS_PER_STATUS_LIMIT };
}

/** Orders no staff member has opened yet: the number on the "Pedidos" badge. */
export async function countUnseenOrders(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(isNull(orders.seenAt));
  return Number(row?.count ?? 0);
}
