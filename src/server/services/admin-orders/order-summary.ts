import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackLots, orderItems, orders, stores } from "#server/db/schema.ts";
import type { AdminOrderCardItem, AdminOrderSummary } from "#shared/admin-orders.ts";
import { slotTime } from "#shared/scheduling.ts";
import { lateness } from "./lateness.ts";

/**
 * What a card lists of each line: name, size, add-on names, quantity and a box's flavours, in
 * the order's order.
 */
const cardItems = sql<AdminOrderCardItem[]>`(
  select coalesce(json_agg(json_build_object(
    'name', i.product_name,
    'size', i.size,
    'addons', (select coalesce(json_agg(a.addon->>'name'), '[]'::json)
      from jsonb_array_elements(i.addons) as a(addon)),
    'quantity', i.quantity,
    'boxParts', i.box_parts) order by i.position), '[]'::json)
  from ${orderItems} as i where i.order_id = ${orders.id})`;

/** What the order earned in the club (its own lot, not one a cancel gave back); null: none. */
const cashbackEarned = sql<
  number | null
>`(select ${cashbackLots.amountCents} from ${cashbackLots} where ${cashbackLots.orderId} = ${orders.id} and ${cashbackLots.returnedFromLotId} is null and ${cashbackLots.status} not in ('void', 'taken_back'))`;

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** The columns a card is read from (orders joined with their store). */
const orderSummaryColumns = {
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
    scheduledFor: orders.scheduledFor,
    scheduledDay: orders.scheduledDay,
    scheduledUnits: orders.scheduledUnits,
  },
  store: { id: stores.id, name: stores.name, city: stores.city, state: stores.state },
  timeZone: stores.timeZone,
  lateAfterMinutes: stores.lateAfterMinutes,
  itemCount,
  cashbackEarned,
  items: cardItems,
};

/** Orders with what their cards show; the caller adds its conditions, order and limit. */
export function selectOrderSummaries(db: Database) {
  return db
    .select(orderSummaryColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId));
}

export type OrderSummaryRow = Awaited<ReturnType<typeof selectOrderSummaries>>[number];

/** The card of a row read with orderSummaryColumns. */
export function toOrderSummary(row: OrderSummaryRow, now: Date): AdminOrderSummary {
  const { order, store, timeZone, lateAfterMinutes, items } = row;
  const { scheduledFor, scheduledDay, scheduledUnits: _units, ...plain } = order;
  return {
    ...plain,
    cashbackEarnedCents: row.cashbackEarned === null ? null : Number(row.cashbackEarned),
    itemCount: Number(row.itemCount),
    items,
    store,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    seenAt: order.seenAt?.toISOString() ?? null,
    paymentExpiresAt: order.paymentExpiresAt?.toISOString() ?? null,
    schedule:
      scheduledFor && scheduledDay
        ? {
            slotStart: scheduledFor.toISOString(),
            day: scheduledDay,
            time: slotTime(scheduledFor, timeZone),
          }
        : null,
    ...lateness(order, lateAfterMinutes, now),
  };
}
