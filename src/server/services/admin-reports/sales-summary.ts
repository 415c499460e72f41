import type { Database } from "#server/db/client.ts";
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
 * The sales report of a period of São Paulo days. Sales are the dashboard's (every order but a
 * cancelled one, docs/decisions/004), so the two pages never disagree on what a sale is.
 */
export async function salesSummary(db: Database, period: ReportPeriod): Promise<ReportSummary> {
  const [totals, days, byProduct, byStore, byDeliveryMethod, byPaymentMethod] = await Promise.all([
    periodTotals(db, period),
    salesByDay(db, period),
    salesByProduct(db, period),
    salesByStore(db, period),
    salesByDeliveryMethod(db, period),
    salesByPaymentMethod(db, period),
  ]);
  return {
    from: period.from,
    to: period.to,
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
