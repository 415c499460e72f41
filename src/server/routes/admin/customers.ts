import { apiRouter } from "#server/http/openapi.ts";
import { customersCsv } from "#server/services/admin-customers/customers-csv.ts";
import { listCustomers } from "#server/services/admin-customers/list-customers.ts";
import { csvDownloadHeaders } from "#server/services/admin-reports/csv.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { customersCsvRoute, listCustomersRoute } from "./customers.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * /api/admin: customers derived from orders.
 *   GET /customers?q=&page=  one page of CustomerPage, the most recent customers first
 *   GET /customers.csv?q=    every matching customer as a CSV download
 * The query is validated by the routes' declarations: a bad one is a 422.
 */
export function adminCustomerRoutes(deps: Pick<AdminRoutesDeps, "db" | "now">) {
  const now = deps.now ?? (() => new Date());
  return apiRouter<StaffEnv>()
    .openapi(listCustomersRoute, async (c) =>
      c.json(await listCustomers(deps.db, c.req.valid("query"), now()), 200),
    )
    .openapi(customersCsvRoute, async (c) => {
      const { q } = c.req.valid("query");
      const { filename, body } = await customersCsv(deps.db, q, now());
      return c.body(body, 200, csvDownloadHeaders(filename));
    });
}
