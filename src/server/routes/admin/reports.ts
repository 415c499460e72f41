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
import type { StoreIds } from "#server/services/sales/store-scope.ts";
import { REPORT_TABLES, type ReportQuery } from "#shared/admin-reports.ts";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { storesCounted } from "./dashboard-stores.ts";
import { ordersCsvRoute, reportSummaryRoute, reportTableCsvRoute } from "./reports.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/** A file of one store says so: "pedidos-loja-12-2026-11-01-a-2026-11-30.csv". */
function fileOf(prefix: string, query: ReportQuery): string {
  const store = query.storeId === undefined ? "" : `-loja-${query.storeId.replace(/[^\w-]/g, "_")}`;
  return periodFilename(`${prefix}${store}`, query);
}

/**
 * /api/admin: sales reports and CSV exports, all over `?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (São Paulo days, both included, at most 366; 422 otherwise) and `&storeId=` (one store; left
 * out: the chain for HQ, their own stores for store staff; another store's: 403).
 *   GET /reports/summary       ReportSummary
 *   GET /reports/orders.csv    one row per order of the period, streamed
 *   GET /reports/<table>.csv   one table of the summary (REPORT_TABLES)
 * The query is validated by the routes' declarations: a bad one is a 422.
 */
export function adminReportRoutes(deps: Pick<AdminRoutesDeps, "db" | "now">) {
  const now = deps.now ?? (() => new Date());
  const scopeOf = (access: StaffAccess, query: ReportQuery): Promise<StoreIds> =>
    storesCounted(deps.db, access, query.storeId);
  const routes = apiRouter<StaffEnv>()
    .openapi(reportSummaryRoute, async (c) => {
      const query = c.req.valid("query");
      const storeIds = await scopeOf(c.get("staff").access, query);
      return c.json(await salesSummary(deps.db, query, storeIds, now()), 200);
    })
    .openapi(ordersCsvRoute, async (c) => {
      const query = c.req.valid("query");
      const storeIds = await scopeOf(c.get("staff").access, query);
      const batches = orderExportBatches(deps.db, query, storeIds);
      const body = await csvStream(ORDER_EXPORT_HEADER, batches);
      return c.body(body, 200, csvDownloadHeaders(fileOf("pedidos", query)));
    });
  for (const table of REPORT_TABLES) {
    const csv = REPORT_TABLE_CSV[table];
    routes.openapi(reportTableCsvRoute(table), async (c) => {
      const query = c.req.valid("query");
      const storeIds = await scopeOf(c.get("staff").access, query);
      const body = csvDocument(csv.header, await csv.rows(deps.db, query, storeIds, now()));
      return c.body(body, 200, csvDownloadHeaders(fileOf(csv.filePrefix, query)));
    });
  }
  return routes;
}
