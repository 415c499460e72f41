import { Hono } from "hono";
import type { AdminRoutesDeps } from "./index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** /api/admin: coupons. */
export function adminCouponRoutes(_deps: AdminRoutesDeps) {
  return new Hono<AdminEnv>();
}
