import type { Database } from "#server/db/client.ts";
import { describeScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import type { ReportPeriod, ReportSummary } from "#shared/admin-reports.ts";
import {
  periodTotals,
  salesByDay,
  salesByDeliveryMethod,
  salesByPaymentMethod,
  salesByProduct,
  salesByStore,
} from "./sales-breakdowns.ts";

/**
 * The sales report of a period of São Paulo days at the stores counted (null: the chain). Sales
 * are the dashboard's (every order but a cancelled one, docs/decisions/004), so the two pages
 * never disagree on what a sale is.
 */
export async function salesSummary(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
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
  return {
    from: period.from,
    to: period.to,
    scope,
    orderCount: totals.orderCount,
    totalCents: totals.totalCents,
    // As on the dashboard: divided by the sales summed, rounded to the cent, 0 without sales.
    averageTicketCents:
      totals.orderCount === 0 ? 0 : Math.round(totals.totalCents / totals.orderCount),
    salesByDay: days,
    byProduct,
    byStore,
    byDeliveryMethod,
    byPaymentMethod,
  };
}
