import { apiRouter } from "#server/http/openapi.ts";
import { readShopSettings, updateShopSettings } from "#server/services/settings/shop-settings.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { StaffEnv } from "./require-staff.ts";
import { readSettingsRoute, updateSettingsRoute } from "./settings.routes.ts";

/**
 * /api/admin/settings: delivery fee, monthly goals and contact details (Configurações).
 *   GET   every setting, with the contact fields' fallbacks (ShopSettings)
 *   PUT   any subset (422 bad input); the catalogue is rebuilt, so the shop shows it at once
 * Precedence (a saved value > SITE_* env > default): src/server/services/settings/shop-settings.ts.
 */
export function adminSettingsRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  return apiRouter<StaffEnv>()
    .openapi(readSettingsRoute, async (c) =>
      c.json(await readShopSettings(deps.db, deps.catalog.site), 200),
    )
    .openapi(updateSettingsRoute, async (c) => {
      const settings = await updateShopSettings(deps.db, deps.catalog.site, c.req.valid("json"));
      deps.catalog.invalidate();
      return c.json(settings, 200);
    });
}
