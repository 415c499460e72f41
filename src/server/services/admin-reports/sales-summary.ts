import type { Database } from "#server/db/client.ts";
import { describeScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import { periodName, type ReportPeriod, type ReportSummary } from "#shared/admin-reports.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import { lateByStore } from "./late-orders.ts";
import {
  periodTotals,
  salesByDay,
  salesByDeliveryMethod,
  salesByPaymentMethod,
  salesByProduct,
  salesByStore,
} from "./sales-breakdowns.ts";
import { salesByBairro, salesByHour } from "./sales-by-hour-and-bairro.ts";

/**
 * The sales report of a period of São Paulo days at the stores counted (null: the chain), seen
 * at `now`. Its orders are the dashboard's (isSale, the same periodTotals), so the two pages
 * never disagree on what an order is.
 */
export async function salesSummary(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
  now: Date,
): Promise<ReportSummary> {
  const [scope, totals, days, byProduct, byStore, byDeliveryMethod, byPaymentMethod] =
    await Promise.all([
      describeScope(db, storeIds),
      periodTotals(db, period, storeIds),
      salesByDay(db, period, storeIds),
      salesByProduct(db, period, storeIds),
      salesByStore(db, period, storeIds),
      salesByDeliveryMethod(db, period, storeIds),
      salesByPaymentMethod(db, period, storeIds),
    ]);
  const [byHour, byBairro, lateStores] = await Promise.all([
    salesByHour(db, period, storeIds),
    salesByBairro(db, period, storeIds),
    lateByStore(db, period, storeIds, now),
  ]);
  return {
    from: period.from,
    to: period.to,
    label: periodName(period, shopDate(now)),
    scope,
    orderCount: totals.orderCount,
    totalCents: totals.totalCents,
    averageTicketCents: totals.averageTicketCents,
    salesByDay: days,
    byProduct,
    byStore,
    byDeliveryMethod,
    byPaymentMethod,
    byHour,
    byBairro,
    lateByStore: lateStores,
  };
}
