import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, stores } from "#server/db/schema.ts";
import { storeHourOfOrder } from "#server/services/sales/store-days.ts";
import type { StoreIds } from "#server/services/sales/store-scope.ts";
import type { ReportPeriod, ReportSummary } from "#shared/admin-reports.ts";
import { DELIVERY_METHOD_LABELS } from "#shared/order-terms.ts";
import { byName, orderCount, salesIn, totalCents } from "./sales-breakdowns.ts";

/**
 * The 24 hours of the day, each order at its hour on its store's clock (an encomenda at its
 * slot's), quiet ones as zeros, so the table always reads the same.
 */
export async function salesByHour(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["byHour"]> {
  const rows = await db
    .select({ hour: sql`${storeHourOfOrder}`.mapWith(Number), orderCount, totalCents })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(salesIn(period, storeIds))
    .groupBy(storeHourOfOrder);
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    orderCount: byHour.get(hour)?.orderCount ?? 0,
    totalCents: byHour.get(hour)?.totalCents ?? 0,
  }));
}

/**
 * The bairro of an order: the delivery area's name as the order kept it, every pickup as
 * "Retirada". The label is written into the SQL as a literal (our constant, never input), so the
 * expression selected and the one grouped by are spelled alike (see report-period.ts).
 */
const PICKUP = sql.raw(`'${DELIVERY_METHOD_LABELS.pickup}'`);
const bairroOfOrder = sql`case when ${orders.deliveryMethod} = 'pickup' then ${PICKUP} else coalesce(${orders.deliveryAddress}->>'neighbourhood', '') end`;

/**
 * Per bairro and city (the store's: bairro names repeat across cities, "Centro"), the largest
 * total first.
 */
export async function salesByBairro(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): Promise<ReportSummary["byBairro"]> {
  const rows = await db
    .select({
      bairro: sql`${bairroOfOrder}`.mapWith(String),
      city: stores.city,
      state: stores.state,
      orderCount,
      totalCents,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(salesIn(period, storeIds))
    .groupBy(bairroOfOrder, stores.city, stores.state);
  return rows.sort(
    (a, b) =>
      b.totalCents - a.totalCents ||
      b.orderCount - a.orderCount ||
      byName.compare(a.bairro, b.bairro) ||
      byName.compare(a.city, b.city),
  );
}
