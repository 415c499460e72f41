import { apiRouter } from "#server/http/openapi.ts";
import {
  readOrderLimits,
  updateOrderLimits,
} from "#server/services/settings/order-limits-settings.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { readOrderLimitsRoute, updateOrderLimitsRoute } from "./limits.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * Order limits (Configurações → Limites), HQ only:
 *   GET/PUT /settings/limits   the limits in force and the defaults; a PUT saves them all
 * Every change rebuilds the catalogue, which carries the unit caps the shop's steppers stop at.
 * Orders and coupon checks read the limits afresh, so a change applies to the next request.
 */
export function adminLimitRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  const defaults = deps.catalog.limitDefaults;
  return apiRouter<StaffEnv>()
    .openapi(readOrderLimitsRoute, async (c) =>
      c.json(await readOrderLimits(deps.db, defaults), 200),
    )
    .openapi(updateOrderLimitsRoute, async (c) => {
      const view = await updateOrderLimits(deps.db, defaults, c.req.valid("json"));
      deps.catalog.invalidate();
      return c.json(view, 200);
    });
}
