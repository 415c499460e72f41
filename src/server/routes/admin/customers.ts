import { Hono } from "hono";
import type { AdminRoutesDeps } from "./index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** /api/admin: customers derived from orders. */
export function adminCustomerRoutes(_deps: AdminRoutesDeps) {
  return new Hono<AdminEnv>();
}
