import { Hono } from "hono";
import { z } from "../../../shared/zod-pt-br.ts";
import type { Database } from "../../db/client.ts";
import { readJson } from "../../http/validate.ts";
import { listAdminProducts, setProductActive } from "../../services/admin-products.ts";
import type { CatalogCache } from "../../services/catalog.ts";
import { adminErrors } from "./errors.ts";
import type { AdminEnv } from "./require-admin.ts";

export const productActiveSchema = z.object({
  isActive: z.boolean({ error: "Informe se o produto está ativo (true ou false)" }),
});

export interface AdminProductRoutesDeps {
  db: Database;
  /** Rebuilt after a change, so the shop shows or hides the product at once. */
  catalog: CatalogCache;
}

/** GET /api/admin/products (all, by name) and PATCH /api/admin/products/:id { isActive }. */
export function adminProductRoutes(deps: AdminProductRoutesDeps) {
  return new Hono<AdminEnv>()
    .get("/products", async (c) => c.json(await listAdminProducts(deps.db)))
    .patch("/products/:id", async (c) => {
      const { isActive } = await readJson(c, productActiveSchema);
      const product = await setProductActive(deps.db, c.req.param("id"), isActive);
      if (!product) throw adminErrors.productNotFound();
      deps.catalog.invalidate();
      return c.json(product);
    });
}
