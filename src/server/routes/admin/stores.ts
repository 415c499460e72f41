import { Hono } from "hono";
import type { AdminRoutesDeps } from "./index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** /api/admin: stores: opening hours and the open/closed switch. */
export function adminStoreRoutes(_deps: AdminRoutesDeps) {
  return new Hono<AdminEnv>();
}
