import { Hono } from "hono";
import type { AdminRoutesDeps } from "./index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** /api/admin: sales reports and CSV exports. */
export function adminReportRoutes(_deps: AdminRoutesDeps) {
  return new Hono<AdminEnv>();
}
