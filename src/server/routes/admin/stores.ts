import { Hono } from "hono";
import { ApiError } from "#server/http/errors.ts";
import { isStorableText, readJson } from "#server/http/validate.ts";
import { listAdminStores, setStoreHours } from "#server/services/admin-stores/admin-stores.ts";
import { storeHoursInputSchema } from "#shared/admin-stores.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { AdminEnv } from "./require-admin.ts";

const MAX_QUERY_LENGTH = 100;

const storeNotFound = () => new ApiError(404, "store_not_found", "Loja não encontrada");

/**
 * /api/admin/stores: the open/closed switch and weekly hours (Configurações → Lojas).
 *   GET  ?q=          every store matching q (name, city, state or address), by id
 *   PUT  /:id/hours   { acceptsOrders, openingHours } (404; 422 bad input); the catalogue is
 *                     rebuilt, so the shop shows the store open or closed at once
 */
export function adminStoreRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  // The real clock, as the catalogue and order placement use (deps.now pins only the dashboard).
  const now = () => new Date();
  return new Hono<AdminEnv>()
    .get("/stores", async (c) => {
      // A longer query matches no store anyway; cutting it keeps the work bounded.
      const query = (c.req.query("q") ?? "").slice(0, MAX_QUERY_LENGTH);
      return c.json(await listAdminStores(deps.db, query, now()));
    })
    .put("/stores/:id/hours", async (c) => {
      const id = c.req.param("id");
      // An id no store can have (a NUL, say) is not found, without a query.
      if (!isStorableText(id)) throw storeNotFound();
      const input = await readJson(c, storeHoursInputSchema);
      const store = await setStoreHours(deps.db, id, input, now());
      if (!store) throw storeNotFound();
      deps.catalog.invalidate();
      return c.json(store);
    });
}
