import { Hono } from "hono";
import type { AdminRoutesDeps } from "./index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** /api/admin: the order queue. */
export function adminOrderRoutes(_deps: AdminRoutesDeps) {
  return new Hono<AdminEnv>();
}
