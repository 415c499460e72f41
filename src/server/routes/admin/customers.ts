import { Hono } from "hono";
import { readQuery } from "#server/http/validate.ts";
import { customersCsv } from "#server/services/admin-customers/customers-csv.ts";
import { listCustomers } from "#server/services/admin-customers/list-customers.ts";
import { csvDownloadHeaders } from "#server/services/admin-reports/csv.ts";
import { customerExportQuerySchema, customerListQuerySchema } from "#shared/admin-customers.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { AdminEnv } from "./require-admin.ts";

/**
 * /api/admin: customers derived from orders.
 *   GET /customers?q=&page=  one page of CustomerPage, the most recent customers first
 *   GET /customers.csv?q=    every matching customer as a CSV download
 * Query parameters are validated by readQuery: bad ones are a 422.
 */
export function adminCustomerRoutes(deps: Pick<AdminRoutesDeps, "db" | "now">) {
  const now = deps.now ?? (() => new Date());
  return new Hono<AdminEnv>()
    .get("/customers", async (c) => {
      const query = readQuery(c, customerListQuerySchema);
      return c.json(await listCustomers(deps.db, query, now()));
    })
    .get("/customers.csv", async (c) => {
      const { q } = readQuery(c, customerExportQuerySchema);
      const { filename, body } = await customersCsv(deps.db, q, now());
      return c.body(body, 200, csvDownloadHeaders(filename));
    });
}
