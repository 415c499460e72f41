import type { SQL } from "drizzle-orm";
import { orderInStoreDays, sameDays } from "#server/services/sales/store-days.ts";
import type { ReportPeriod } from "#shared/admin-reports.ts";

/**
 * Orders counted in the period's days, each in its store's own day (decision 029): an order
 * in the day it was placed on its store's clock, an encomenda in the day it is for.
 */
export function countedInPeriod(period: ReportPeriod): SQL {
  return orderInStoreDays(sameDays(period));
}
