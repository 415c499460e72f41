import { canWorkAtStore } from "#server/auth/staff-access.ts";
import { apiRouter } from "#server/http/openapi.ts";
import {
  createDeliveryArea,
  deleteDeliveryArea,
  deliveryAreaErrors,
  listDeliveryAreas,
  updateDeliveryArea,
} from "#server/services/admin-stores/delivery-areas.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import {
  createDeliveryAreaRoute,
  deleteDeliveryAreaRoute,
  listDeliveryAreasRoute,
  updateDeliveryAreaRoute,
} from "./delivery-areas.routes.ts";
import { adminErrors } from "./errors.ts";
import type { StaffEnv } from "./require-staff.ts";
import { pathParamHook, storeNotFound } from "./store-params.ts";

/**
 * /api/admin/stores/:id/delivery-areas: the bairros a store delivers to (HQ, or the store's
 * staff; another store's: 403 other_store).
 *   GET                  the store's areas by name (404 unknown store)
 *   POST                 add one (201; fee defaults to the delivery fee setting; 409 a name the
 *                        store has, in any case; 422 bad input)
 *   PUT    /:areaId      change some fields (404 unknown area or another store's; 409; 422)
 *   DELETE /:areaId      remove it (404 as above); answers the areas left
 * Every change rebuilds the catalogue, which lists each store's areas.
 */
export function adminDeliveryAreaRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  const areaNotFound = deliveryAreaErrors.notFound;
  return apiRouter<StaffEnv>()
    .openapi(
      listDeliveryAreasRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const areas = await listDeliveryAreas(deps.db, id);
        if (!areas) throw storeNotFound();
        return c.json(areas, 200);
      },
      pathParamHook(),
    )
    .openapi(
      createDeliveryAreaRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const area = await createDeliveryArea(deps.db, id, c.req.valid("json"));
        if (!area) throw storeNotFound();
        deps.catalog.invalidate();
        c.header("Location", `/api/admin/stores/${id}/delivery-areas/${area.id}`);
        return c.json(area, 201);
      },
      pathParamHook(),
    )
    .openapi(
      updateDeliveryAreaRoute,
      async (c) => {
        const { id, areaId } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const area = await updateDeliveryArea(deps.db, id, areaId, c.req.valid("json"));
        deps.catalog.invalidate();
        return c.json(area, 200);
      },
      pathParamHook(areaNotFound),
    )
    .openapi(
      deleteDeliveryAreaRoute,
      async (c) => {
        const { id, areaId } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        await deleteDeliveryArea(deps.db, id, areaId);
        deps.catalog.invalidate();
        return c.json((await listDeliveryAreas(deps.db, id)) ?? [], 200);
      },
      pathParamHook(areaNotFound),
    );
}
