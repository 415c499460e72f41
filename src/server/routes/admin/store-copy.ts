import { apiRouter } from "#server/http/openapi.ts";
import { copyStoreSettings } from "#server/services/admin-stores/store-copy.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { StaffEnv } from "./require-staff.ts";
import { copyStoreSettingsRoute } from "./store-copy.routes.ts";
import { pathParamHook, storeNotFound } from "./store-params.ts";

/**
 * POST /api/admin/stores/:id/copy { what, to }: HQ copies a store's bairros, weekly hours or
 * payment switches to other stores (403 hq_only for store staff; 404 unknown source; 422 bad
 * input, or targets that name no store). The catalogue lists all three, so it is rebuilt.
 */
export function adminStoreCopyRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  return apiRouter<StaffEnv>().openapi(
    copyStoreSettingsRoute,
    async (c) => {
      const { id } = c.req.valid("param");
      const copied = await copyStoreSettings(deps.db, id, c.req.valid("json"));
      if (!copied) throw storeNotFound();
      deps.catalog.invalidate();
      return c.json(copied, 200);
    },
    pathParamHook(),
  );
}
