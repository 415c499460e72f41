import { and, asc, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackLots, orderItems, orders, stores } from "#server/db/schema.ts";
import {
  type AdminOrderCardItem,
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderSummary,
  isWorkingStatus,
  ORDERS_PER_STATUS_LIMIT,
} from "#shared/admin-orders.ts";
import { ORDER_STATUSES, type OrderStatus } from "#shared/orders.ts";
import { lateness } from "./lateness.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";
import { orderFilterConditions } from "./order-search.ts";

/** What a card lists of each line: name, size, add-on names, quantity, in the order's order. */
const cardItems = sql<AdminOrderCardItem[]>`(
  select coalesce(json_agg(json_build_object(
    'name', i.product_name,
    'size', i.size,
    'addons', (select coalesce(json_agg(a.addon->>'name'), '[]'::json)
      from jsonb_array_elements(i.addons) as a(addon)),
    'quantity', i.quantity) order by i.position), '[]'::json)
  from ${orderItems} as i where i.order_id = ${orders.id})`;

/** What the order earned in the club (its own lot, not one a cancel gave back); null: none. */
const cashbackEarned = sql<
  number | null
>`(select ${cashbackLots.amountCents} from ${cashbackLots} where ${cashbackLots.orderId} = ${orders.id} and ${cashbackLots.returnedFromLotId} is null and ${cashbackLots.status} not in ('void', 'taken_back'))`;

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** Oldest first where the kitchen works (who waits longest is next), newest first in history. */
function columnOrder(status: OrderStatus) {
  return isWorkingStatus(status)
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
}

/**
 * The queue: orders matching the filters within the staff member's stores, at most
 * ORDERS_PER_STATUS_LIMIT in each status (a busy day's delivered orders must not push the
 * pending ones out), plus how many match in each status. Each card carries what the kitchen
 * reads at a glance: the short number, the lines, the receiving method, the waiting time and
 * whether the order is late.
 */
export async function listAdminOrders(
  db: Database,
  filters: AdminOrderFilters,
  scope: OrderScope,
  now: Date = new Date(),
): Promise<AdminOrderList> {
  const matching = and(withinScope(scope), orderFilterConditions(filters));
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
              shortNumber: orders.shortNumber,
              status: orders.status,
              version: orders.version,
              customerName: orders.customerName,
              customerPhone: orders.customerPhone,
              deliveryMethod: orders.deliveryMethod,
              paymentMethod: orders.paymentMethod,
              changeForCents: orders.changeForCents,
              cardType: orders.cardType,
              paymentExpiresAt: orders.paymentExpiresAt,
              totalCents: orders.totalCents,
              cashbackSpentCents: orders.cashbackSpentCents,
              createdAt: orders.createdAt,
              updatedAt: orders.updatedAt,
              seenAt: orders.seenAt,
            },
            store: { id: stores.id, name: stores.name, city: stores.city, state: stores.state },
            lateAfterMinutes: stores.lateAfterMinutes,
            itemCount,
            cashbackEarned,
            items: cardItems,
          })
          .from(orders)
          .innerJoin(stores, eq(stores.id, orders.storeId))
          .where(and(matching, eq(orders.status, status)))
          .orderBy(...columnOrder(status))
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

  // Grouped by status (ORDER_STATUSES' order), each status in its column's order.
  const summaries = columns.flat().map(
    ({ order, store, lateAfterMinutes, itemCount, cashbackEarned, items }): AdminOrderSummary => ({
      ...order,
      cashbackEarnedCents: cashbackEarned === null ? null : Number(cashbackEarned),
      itemCount: Number(itemCount),
      items,
      store,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      seenAt: order.seenAt?.toISOString() ?? null,
      paymentExpiresAt: order.paymentExpiresAt?.toISOString() ?? null,
      ...lateness(order, lateAfterMinutes, now),
    }),
  );
  return { orders: summaries, counts, limitPerStatus: ORDERS_PER_STATUS_LIMIT };
}

/**
 * Orders no staff member has opened yet, in these stores: the number on the "Pedidos" badge. A
 * Pix order still awaiting its money is not one to make yet: it counts once confirmed.
 */
export async function countUnseenOrders(db: Database, scope: OrderScope): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(isNull(orders.seenAt), ne(orders.status, "awaiting_payment"), withinScope(scope)));
  return Number(row?.count ?? 0);
}
