import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { isStorableText, readJson } from "#server/http/validate.ts";
import { storeUploadedImage } from "#server/services/admin-products/product-images.ts";
import {
  createProduct,
  deleteProduct,
  getProductDetail,
  listAdminProducts,
  setProductActive,
  updateProduct,
} from "#server/services/admin-products/products.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { productInputSchema, productUpdateSchema } from "#shared/admin-products.ts";
import { z } from "#shared/zod-pt-br.ts";
import { adminErrors } from "./errors.ts";
import { productImageBodyLimit, readImageUpload } from "./product-image-upload.ts";
import type { AdminEnv } from "./require-admin.ts";

export const productActiveSchema = z.object({
  isActive: z.boolean({ error: "Informe se o produto está ativo (true ou false)" }),
});

/** The :id of the path; one no product can have (a NUL, say) is not found, without a query. */
function productId(id: string): string {
  if (!isStorableText(id)) throw adminErrors.productNotFound();
  return id;
}

export interface AdminProductRoutesDeps {
  db: Database;
  /** Rebuilt after a change, so the shop shows the product as it is now at once. */
  catalog: CatalogCache;
}

/**
 * The staff's picolés: list, detail, create, edit (PUT replaces, but keeps stock sold while the
 * form was open; PATCH only toggles the active flag), delete, and the image upload the form uses
 * before it saves.
 */
export function adminProductRoutes(deps: AdminProductRoutesDeps) {
  const { db, catalog } = deps;
  return new Hono<AdminEnv>()
    .get("/products", async (c) => c.json(await listAdminProducts(db)))
    .get("/products/:id", async (c) => {
      const product = await getProductDetail(db, productId(c.req.param("id")));
      if (!product) throw adminErrors.productNotFound();
      return c.json(product);
    })
    .post("/products", async (c) => {
      const product = await createProduct(db, await readJson(c, productInputSchema));
      catalog.invalidate();
      return c.json(product, 201);
    })
    .put("/products/:id", async (c) => {
      const id = productId(c.req.param("id"));
      const product = await updateProduct(db, id, await readJson(c, productUpdateSchema));
      if (!product) throw adminErrors.productNotFound();
      catalog.invalidate();
      return c.json(product);
    })
    .patch("/products/:id", async (c) => {
      const id = productId(c.req.param("id"));
      const { isActive } = await readJson(c, productActiveSchema);
      const product = await setProductActive(db, id, isActive);
      if (!product) throw adminErrors.productNotFound();
      catalog.invalidate();
      return c.json(product);
    })
    .delete("/products/:id", async (c) => {
      const deleted = await deleteProduct(db, productId(c.req.param("id")));
      if (!deleted) throw adminErrors.productNotFound();
      catalog.invalidate();
      return c.json(deleted);
    })
    .post("/product-images", productImageBodyLimit(), async (c) => {
      const upload = await readImageUpload(c);
      return c.json(await storeUploadedImage(db, upload.contentType, upload.bytes), 201);
    });
}
