import { apiRouter } from "#server/http/openapi.ts";
import {
  csvDocument,
  csvDownloadHeaders,
  periodFilename,
} from "#server/services/admin-reports/csv.ts";
import { csvStream } from "#server/services/admin-reports/csv-stream.ts";
import {
  ORDER_EXPORT_HEADER,
  orderExportBatches,
} from "#server/services/admin-reports/orders-export.ts";
import { REPORT_TABLE_CSV } from "#server/services/admin-reports/report-tables.ts";
import { salesSummary } from "#server/services/admin-reports/sales-summary.ts";
import { REPORT_TABLES } from "#shared/admin-reports.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { ordersCsvRoute, reportSummaryRoute, reportTableCsvRoute } from "./reports.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * /api/admin: sales reports and CSV exports, all over `?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (São Paulo days, both included, at most 366; 422 otherwise).
 *   GET /reports/summary       ReportSummary
 *   GET /reports/orders.csv    one row per order of the period, streamed
 *   GET /reports/<table>.csv   one table of the summary (REPORT_TABLES)
 * The query is validated by the routes' declarations: a bad one is a 422.
 */
export function adminReportRoutes(deps: Pick<AdminRoutesDeps, "db">) {
  const routes = apiRouter<StaffEnv>()
    .openapi(reportSummaryRoute, async (c) =>
      c.json(await salesSummary(deps.db, c.req.valid("query")), 200),
    )
    .openapi(ordersCsvRoute, async (c) => {
      const period = c.req.valid("query");
      const body = await csvStream(ORDER_EXPORT_HEADER, orderExportBatches(deps.db, period));
      return c.body(body, 200, csvDownloadHeaders(periodFilename("pedidos", period)));
    });
  for (const table of REPORT_TABLES) {
    const csv = REPORT_TABLE_CSV[table];
    routes.openapi(reportTableCsvRoute(table), async (c) => {
      const period = c.req.valid("query");
      const body = csvDocument(csv.header, await csv.rows(deps.db, period));
      return c.body(body, 200, csvDownloadHeaders(periodFilename(csv.filePrefix, period)));
    });
  }
  return routes;
}
