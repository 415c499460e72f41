import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { dashboardFigures } from "#server/services/admin-dashboard/dashboard.ts";
import { readDashboardRoute } from "./dashboard.routes.ts";
import { storesCounted } from "./dashboard-stores.ts";
import type { StaffEnv } from "./require-staff.ts";

/** GET /api/admin/dashboard?storeId=: the figures of the staff dashboard (DashboardFigures). */
export function adminDashboardRoutes(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return apiRouter<StaffEnv>().openapi(readDashboardRoute, async (c) => {
    const { storeId } = c.req.valid("query");
    const storeIds = await storesCounted(deps.db, c.get("staff").access, storeId);
    return c.json(await dashboardFigures(deps.db, now(), storeIds), 200);
  });
}
