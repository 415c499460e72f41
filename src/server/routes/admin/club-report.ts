import { apiRouter } from "#server/http/openapi.ts";
import {
  CASHBACK_CSV_HEADER,
  cashbackByStoreAndMonth,
  cashbackCsvFilename,
  cashbackCsvRows,
  cashbackReport,
} from "#server/services/admin-reports/cashback-report.ts";
import { csvDocument, csvDownloadHeaders } from "#server/services/admin-reports/csv.ts";
import { type ClubReportQuery, clubReportPeriod } from "#shared/admin-club.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { clubReportCsvRoute, clubReportRoute } from "./club-report.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * Clube Frosty's report (Relatórios → Clube Frosty), HQ only, over `?from=YYYY-MM&to=YYYY-MM`
 * (São Paulo months, both included; left out: the last 12 months):
 *   GET /reports/club       ClubReport: the cashback owed now, the movements per store and month
 *   GET /reports/club.csv   the movements as CSV
 */
export function adminClubReportRoutes(deps: Pick<AdminRoutesDeps, "db" | "now">) {
  const now = deps.now ?? (() => new Date());
  const periodOf = (query: ClubReportQuery, at: Date) =>
    clubReportPeriod(query, shopDate(at).slice(0, 7));
  return apiRouter<StaffEnv>()
    .openapi(clubReportRoute, async (c) => {
      const at = now();
      const period = periodOf(c.req.valid("query"), at);
      return c.json(await cashbackReport(deps.db, period, at), 200);
    })
    .openapi(clubReportCsvRoute, async (c) => {
      const period = periodOf(c.req.valid("query"), now());
      const rows = cashbackCsvRows(await cashbackByStoreAndMonth(deps.db, period));
      const body = csvDocument(CASHBACK_CSV_HEADER, rows);
      return c.body(body, 200, csvDownloadHeaders(cashbackCsvFilename(period)));
    });
}
