import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { dashboardFigures } from "#server/services/admin-dashboard/dashboard.ts";
import { scheduledLoad } from "#server/services/admin-dashboard/scheduled-load.ts";
import { readDashboardRoute, scheduledLoadRoute } from "./dashboard.routes.ts";
import { storesCounted } from "./dashboard-stores.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * - GET /api/admin/dashboard?storeId=: the figures of the staff dashboard (DashboardFigures)
 * - GET /api/admin/dashboard/scheduled-load?storeId=: the encomendas of the next days per store
 */
export function adminDashboardRoutes(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return apiRouter<StaffEnv>()
    .openapi(readDashboardRoute, async (c) => {
      const { storeId } = c.req.valid("query");
      const storeIds = await storesCounted(deps.db, c.get("staff").access, storeId);
      return c.json(await dashboardFigures(deps.db, now(), storeIds), 200);
    })
    .openapi(scheduledLoadRoute, async (c) => {
      const { storeId } = c.req.valid("query");
      const storeIds = await storesCounted(deps.db, c.get("staff").access, storeId);
      return c.json(await scheduledLoad(deps.db, now(), storeIds), 200);
    });
}
