import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, products, stores } from "#server/db/schema.ts";
import { isSale } from "#server/services/sales/order-filters.ts";
import {
  dayTextOfOrder,
  orderInStoreDays,
  type StoreDays,
  sameDays,
} from "#server/services/sales/store-days.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import type { ReportPeriod, ReportSummary, SalesFigure } from "#shared/admin-reports.ts";
import { DELIVERY_METHODS, PAYMENT_METHODS } from "#shared/orders.ts";
import { eachDay } from "#shared/shop-calendar.ts";

export interface PeriodTotals extends SalesFigure {
  averageTicketCents: number;
}

// Aggregates come back as bigint (a string from node-postgres): read them as numbers.
export const orderCount = sql`count(*)`.mapWith(Number);
export const totalCents = sql`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number);

/**
 * The orders that count (isSale, the dashboard's too) in the days asked for, each in its store's
 * own day (an encomenda in the day it is for), at the stores counted. A period of dates is the
 * same dates for every store (a report's).
 */
export const salesIn = (days: StoreDays | ReportPeriod, storeIds: StoreIds): SQL =>
  and(
    isSale,
    orderInStoreDays("groups" in days ? days : sameDays(days)),
    inScope(orders.storeId, storeIds),
  ) as SQL;

/**
 * Ties are broken by name the Portuguese way, in JavaScript: PGlite compares text byte by byte
 * and a PostgreSQL server by its own locale (see services/admin-products.ts).
 */
export const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/**
 * The orders that count and their total in a period (or each store's own days), and the average ticket (divided by the
 * same orders summed, rounded to the cent, 0 without any): the reports' totals and the
 * dashboard's "Hoje" and "Últimos 7 dias" alike.
 */
export async function periodTotals(
  db: Database,
  days: StoreDays | ReportPeriod,
  storeIds: StoreIds,
): Promise<PeriodTotals> {
  const [row] = await db
    .select({ orderCount, totalCents })
    .from(orders)
    .where(salesIn(days, storeIds));
  const figure = row ?? { orderCount: 0, totalCents: 0 };
  return {
    ...figure,
    averageTicketCents:
      figure.orderCount === 0 ? 0 : Math.round(figure.totalCents / figure.orderCount),
  };
}

/** Each day of the period: the orders that count in it, each store's own day. */
export async function salesByDay(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["salesByDay"]> {
  const rows = await db
    .select({ date: sql`${dayTextOfOrder}`.mapWith(String), orderCount, totalCents })
    .from(orders)
    .where(salesIn(period, storeIds))
    .groupBy(dayTextOfOrder);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  // A chart needs the quiet days too, so every day of the period is listed.
  return eachDay(period.from, period.to).map((date) => ({
    date,
    orderCount: byDate.get(date)?.orderCount ?? 0,
    totalCents: byDate.get(date)?.totalCents ?? 0,
  }));
}

/**
 * Each product as sold, under its current name, as the dashboard's top sellers are. A party
 * box is a product of its own here: its row counts the boxes sold ("Caixa Festa 50: 3") with
 * their lines' revenue, and its picolés stay out of its flavours' rows, or they and their
 * revenue would count twice. A count of picolés (the dashboard's gauge, its "Mais vendidos")
 * counts a box's picolés by flavour instead (picolesOfLine, admin-dashboard/product-figures.ts).
 */
export async function salesByProduct(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["byProduct"]> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: products.name,
      quantity: sql`sum(${orderItems.quantity})`.mapWith(Number),
      revenueCents: sql`sum(${orderItems.lineTotalCents})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(salesIn(period, storeIds))
    .groupBy(orderItems.productId, products.name);
  return rows.sort(
    (a, b) =>
      b.quantity - a.quantity || b.revenueCents - a.revenueCents || byName.compare(a.name, b.name),
  );
}

export async function salesByStore(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["byStore"]> {
  const rows = await db
    .select({
      storeId: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      orderCount,
      totalCents,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(salesIn(period, storeIds))
    .groupBy(stores.id, stores.name, stores.city, stores.state);
  return rows.sort(
    (a, b) =>
      b.totalCents - a.totalCents || b.orderCount - a.orderCount || byName.compare(a.name, b.name),
  );
}

/** Both delivery methods, zeros included, so the table always reads the same. */
export async function salesByDeliveryMethod(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["byDeliveryMethod"]> {
  const rows = await db
    .select({ method: orders.deliveryMethod, orderCount, totalCents })
    .from(orders)
    .where(salesIn(period, storeIds))
    .groupBy(orders.deliveryMethod);
  return DELIVERY_METHODS.map((method) => ({
    method,
    orderCount: rows.find((row) => row.method === method)?.orderCount ?? 0,
    totalCents: rows.find((row) => row.method === method)?.totalCents ?? 0,
  }));
}

/** Both payment methods, zeros included. */
export async function salesByPaymentMethod(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["byPaymentMethod"]> {
  const rows = await db
    .select({ method: orders.paymentMethod, orderCount, totalCents })
    .from(orders)
    .where(salesIn(period, storeIds))
    .groupBy(orders.paymentMethod);
  return PAYMENT_METHODS.map((method) => ({
    method,
    orderCount: rows.find((row) => row.method === method)?.orderCount ?? 0,
    totalCents: rows.find((row) => row.method === method)?.totalCents ?? 0,
  }));
}
