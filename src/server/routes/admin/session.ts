import { apiRouter } from "#server/http/openapi.ts";
import type { AdminEnv } from "./require-admin.ts";
import { readStaffSessionRoute } from "./session.routes.ts";

/** GET /api/admin/session: who is signed in, for the panel's guard (401/403/200). */
export function adminSessionRoutes() {
  return apiRouter<AdminEnv>().openapi(readStaffSessionRoute, (c) => c.json(c.get("staff"), 200));
}
