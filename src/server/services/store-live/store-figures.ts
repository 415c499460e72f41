import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, staffStreams, stores } from "#server/db/schema.ts";
import { isHeldOrder } from "#server/services/orders/held-units.ts";
import { isSale, picolesOfLine } from "#server/services/sales/order-filters.ts";
import { orderInStoreDays, type StoreDays } from "#server/services/sales/store-days.ts";
import { PANEL_PRESENCE_SECONDS } from "#shared/store-live.ts";

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * When a Pendente order joined the queue: when it was placed, or an encomenda when it was
 * released, its slot less the store's preparation time (it waited as Agendado before).
 */
const inQueueSince = sql`coalesce(${orders.scheduledFor} - make_interval(mins => ${stores.preparationMinutes}), ${orders.createdAt})`;

/**
 * Each store with its orders in "Pendente": how many, the one in the queue longest, and how many
 * are late, as the board marks them (admin-orders/lateness.ts): from `created_at` + the store's
 * own limit on, an encomenda from the start of its slot. An encomenda still Agendado is not in
 * the queue. Only stores with a waiting order have a row.
 */
function waitingOrders(db: Database, now: Date) {
  const lateSince = sql`${at(now)} - make_interval(mins => ${stores.lateAfterMinutes})`;
  const late = sql`case when ${orders.scheduledFor} is null then ${orders.createdAt} <= ${lateSince}
    else ${orders.scheduledFor} <= ${at(now)} end`;
  return db
    .select({
      storeId: sql<string>`${orders.storeId}`.as("waiting_store_id"),
      waitingCount: sql`count(*)`.mapWith(Number).as("waiting_count"),
      oldestWaitingAt: sql`min(${inQueueSince})`.mapWith(orders.createdAt).as("oldest_at"),
      lateCount: sql`count(*) filter (where ${late})`.mapWith(Number).as("late_count"),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.status, "pending"))
    .groupBy(orders.storeId)
    .as("waiting");
}

/**
 * Each store's units held by orders not yet paid or accepted (held-units.ts): stock off sale
 * on a promise, what invented orders would pile up (a party box's picolés, each). Only stores
 * holding some have a row.
 */
function heldUnits(db: Database) {
  return db
    .select({
      storeId: sql<string>`${orders.storeId}`.as("held_store_id"),
      units: sql`sum(${picolesOfLine})`.mapWith(Number).as("held_units"),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(isHeldOrder)
    .groupBy(orders.storeId)
    .as("held");
}

/**
 * Each store's sales (isSale) of its own today (its clock's date): placed today, or encomendas
 * for today.
 */
function todaysSales(db: Database, today: StoreDays) {
  return db
    .select({
      storeId: sql<string>`${orders.storeId}`.as("today_store_id"),
      orderCount: sql`count(*)`.mapWith(Number).as("today_count"),
      salesCents: sql`sum(${orders.totalCents})`.mapWith(Number).as("today_cents"),
    })
    .from(orders)
    .where(and(orderInStoreDays(today), isSale))
    .groupBy(orders.storeId)
    .as("today");
}

/** Each store some staff panel's live stream covered within the last PANEL_PRESENCE_SECONDS. */
function connectedPanels(db: Database, now: Date) {
  const storeId = sql`unnest(${staffStreams.storeIds})`;
  const recently = sql`${at(now)} - make_interval(secs => ${PANEL_PRESENCE_SECONDS})`;
  return db
    .select({
      storeId: sql<string>`${storeId}`.as("panel_store_id"),
      panelCount: sql`count(*)`.mapWith(Number).as("panel_count"),
      panelSeenAt: sql`max(${staffStreams.seenAt})`.mapWith(staffStreams.seenAt).as("seen_at"),
    })
    .from(staffStreams)
    .where(gt(staffStreams.seenAt, recently))
    .groupBy(storeId)
    .as("panels");
}

/**
 * Every store with its live figures, in one query: the waiting orders, the held units, today's
 * sales and the connected panels are each grouped per store and joined on. 138 rows: a state filter is
 * applied by the caller, from the same rows that list the states.
 */
export function storeFigures(db: Database, now: Date, today: StoreDays) {
  const waiting = waitingOrders(db, now);
  const held = heldUnits(db);
  const sales = todaysSales(db, today);
  const panels = connectedPanels(db, now);
  return db
    .select({
      id: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      isActive: stores.isActive,
      acceptsOrders: stores.acceptsOrders,
      openingHours: stores.openingHours,
      timeZone: stores.timeZone,
      lateAfterMinutes: stores.lateAfterMinutes,
      waitingCount: waiting.waitingCount,
      oldestWaitingAt: waiting.oldestWaitingAt,
      lateCount: waiting.lateCount,
      heldUnits: held.units,
      todayOrderCount: sales.orderCount,
      todaySalesCents: sales.salesCents,
      panelCount: panels.panelCount,
      panelSeenAt: panels.panelSeenAt,
    })
    .from(stores)
    .leftJoin(waiting, eq(waiting.storeId, stores.id))
    .leftJoin(held, eq(held.storeId, stores.id))
    .leftJoin(sales, eq(sales.storeId, stores.id))
    .leftJoin(panels, eq(panels.storeId, stores.id));
}

export type StoreFigures = Awaited<ReturnType<typeof storeFigures>>[number];
