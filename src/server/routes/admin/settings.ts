import { Hono } from "hono";
import { readJson } from "#server/http/validate.ts";
import { readShopSettings, updateShopSettings } from "#server/services/settings/shop-settings.ts";
import { shopSettingsUpdateSchema } from "#shared/admin-settings.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { AdminEnv } from "./require-admin.ts";

/**
 * /api/admin/settings: delivery fee, monthly goals and contact details (Configurações).
 *   GET   every setting, with the contact fields' fallbacks (ShopSettings)
 *   PUT   any subset (422 bad input); the catalogue is rebuilt, so the shop shows it at once
 * Precedence (a saved value > SITE_* env > default): src/server/services/settings/shop-settings.ts.
 */
export function adminSettingsRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  return new Hono<AdminEnv>()
    .get("/settings", async (c) => c.json(await readShopSettings(deps.db, deps.catalog.site)))
    .put("/settings", async (c) => {
      const update = await readJson(c, shopSettingsUpdateSchema);
      const settings = await updateShopSettings(deps.db, deps.catalog.site, update);
      deps.catalog.invalidate();
      return c.json(settings);
    });
}
