import { Hono } from "hono";
import type { AdminRoutesDeps } from "./index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** /api/admin: shop settings. */
export function adminSettingsRoutes(_deps: AdminRoutesDeps) {
  return new Hono<AdminEnv>();
}
