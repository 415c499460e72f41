import type { Hook } from "@hono/zod-openapi";
import type { Env } from "hono";
import { canWorkAtStore } from "#server/auth/staff-access.ts";
import type { Database } from "#server/db/client.ts";
import { apiRouter, validationHook } from "#server/http/openapi.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { storeStockErrors } from "#server/services/store-stock/errors.ts";
import { readStoreStock } from "#server/services/store-stock/read-store-stock.ts";
import { saveStoreStock } from "#server/services/store-stock/save-store-stock.ts";
import { adminErrors } from "./errors.ts";
import type { StaffEnv } from "./require-staff.ts";
import { readStoreStockRoute, saveStoreStockRoute } from "./store-stock.routes.ts";

/** An id no store can have (a NUL, say) is not found, without a query; other input as usual. */
function storeIdHook<E extends Env>(): Hook<unknown, E, string, undefined> {
  const otherwise = validationHook<E>();
  return (result, c) => {
    if (!result.success && result.target === "param") throw storeStockErrors.storeNotFound();
    return otherwise(result, c);
  };
}

export interface StoreStockRoutesDeps {
  db: Database;
  /** Rebuilt when a flavour starts or stops being orderable at the store. */
  catalog: CatalogCache;
}

/**
 * /api/admin/stores/:id/stock: a store's counts and "esgotado" switches ("Abertura da loja").
 *   GET  every flavour of the chain with the store's count (404 unknown store)
 *   PUT  { lines: [{ productId, stockQuantity, isAvailable, expectedStockQuantity }] }
 *        (409 when orders changed a count staff retyped; 422 bad input)
 * Store staff reach only their stores (another store's id: 403); HQ every store.
 */
export function adminStoreStockRoutes(deps: StoreStockRoutesDeps) {
  return apiRouter<StaffEnv>()
    .openapi(
      readStoreStockRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const stock = await readStoreStock(deps.db, id);
        if (!stock) throw storeStockErrors.storeNotFound();
        return c.json(stock, 200);
      },
      storeIdHook(),
    )
    .openapi(
      saveStoreStockRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const saved = await saveStoreStock(deps.db, id, c.req.valid("json"));
        if (!saved) throw storeStockErrors.storeNotFound();
        if (saved.availabilityChanged) deps.catalog.invalidate();
        return c.json(saved.stock, 200);
      },
      storeIdHook(),
    );
}
