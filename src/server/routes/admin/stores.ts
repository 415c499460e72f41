import type { Hook } from "@hono/zod-openapi";
import type { Env } from "hono";
import { canWorkAtStore, storeScope } from "#server/auth/staff-access.ts";
import { validationError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import {
  listAdminStores,
  setStoreHours,
  setStoreSettings,
} from "#server/services/admin-stores/admin-stores.ts";
import { checkDeliveriesPause } from "#server/services/admin-stores/deliveries-pause.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { adminErrors } from "./errors.ts";
import type { StaffEnv } from "./require-staff.ts";
import { pathParamHook, storeNotFound } from "./store-params.ts";
import {
  listStoresRoute,
  MAX_STORE_SEARCH_LENGTH,
  setStoreHoursRoute,
  setStoreSettingsRoute,
} from "./stores.routes.ts";

/**
 * The search runs in memory over every store and stores nothing: any text is searched for (and
 * matches no store when it holds what the database could not store), not refused.
 */
function searchHook<E extends Env>(): Hook<unknown, E, string, undefined> {
  return (result) => {
    if (!result.success) throw validationError(result.error);
    return undefined;
  };
}

/**
 * /api/admin/stores: the open/closed switch and weekly hours (Configurações → Lojas).
 *   GET  ?q=          every store matching q (name, city, state or address), by id; store
 *                     staff see only their stores
 *   PUT  /:id/hours   { acceptsOrders, openingHours, deliveriesPause? } (404; 403 another
 *                     store's; 422 bad input, a pause ending in the past or over 24 h ahead);
 *                     the catalogue is rebuilt, so the shop shows the store open, "só
 *                     retirada" or closed at once
 *   PUT  /:id/settings { lateAfterMinutes, ticketPaper, autoPrintTickets } (same answers)
 */
export function adminStoreRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  // The real clock, as the catalogue and order placement use (deps.now pins only the dashboard).
  const now = () => new Date();
  return apiRouter<StaffEnv>()
    .openapi(
      listStoresRoute,
      async (c) => {
        const query = (c.req.valid("query").q ?? "").slice(0, MAX_STORE_SEARCH_LENGTH);
        const scope = storeScope(c.get("staff").access);
        return c.json(await listAdminStores(deps.db, query, now(), scope), 200);
      },
      searchHook(),
    )
    .openapi(
      setStoreHoursRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const at = now();
        const input = c.req.valid("json");
        checkDeliveriesPause(input, at);
        const store = await setStoreHours(deps.db, id, input, at);
        if (!store) throw storeNotFound();
        deps.catalog.invalidate();
        return c.json(store, 200);
      },
      pathParamHook(),
    )
    .openapi(
      setStoreSettingsRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const store = await setStoreSettings(deps.db, id, c.req.valid("json"), now());
        if (!store) throw storeNotFound();
        return c.json(store, 200);
      },
      pathParamHook(),
    );
}
