import { apiRouter } from "#server/http/openapi.ts";
import type { StaffEnv } from "./require-staff.ts";
import { readStaffSessionRoute } from "./session.routes.ts";

/** GET /api/admin/session: who is signed in, for the panel's guard (401/403/200). */
export function adminSessionRoutes() {
  return apiRouter<StaffEnv>().openapi(readStaffSessionRoute, (c) => c.json(c.get("staff"), 200));
}
