import { Hono } from "hono";
import { readQuery } from "#server/http/validate.ts";
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
import { REPORT_TABLES, reportPeriodSchema } from "#shared/admin-reports.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { AdminEnv } from "./require-admin.ts";

/**
 * /api/admin: sales reports and CSV exports, all over `?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (São Paulo days, both included, at most 366; 422 otherwise).
 *   GET /reports/summary       ReportSummary
 *   GET /reports/orders.csv    one row per order of the period, streamed
 *   GET /reports/<table>.csv   one table of the summary (REPORT_TABLES)
 * Query parameters are validated by readQuery: bad ones are a 422.
 */
export function adminReportRoutes(deps: Pick<AdminRoutesDeps, "db">) {
  const routes = new Hono<AdminEnv>()
    .get("/reports/summary", async (c) => {
      const period = readQuery(c, reportPeriodSchema);
      return c.json(await salesSummary(deps.db, period));
    })
    .get("/reports/orders.csv", async (c) => {
      const period = readQuery(c, reportPeriodSchema);
      const body = await csvStream(ORDER_EXPORT_HEADER, orderExportBatches(deps.db, period));
      return c.body(body, 200, csvDownloadHeaders(periodFilename("pedidos", period)));
    });
  for (const table of REPORT_TABLES) {
    const csv = REPORT_TABLE_CSV[table];
    routes.get(`/reports/${table}.csv`, async (c) => {
      const period = readQuery(c, reportPeriodSchema);
      const body = csvDocument(csv.header, await csv.rows(deps.db, period));
      return c.body(body, 200, csvDownloadHeaders(periodFilename(csv.filePrefix, period)));
    });
  }
  return routes;
}
