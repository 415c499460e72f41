import type { RouteConfig } from "@hono/zod-openapi";
import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { isStorableText } from "#server/http/validate.ts";
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
import { adminErrors } from "./errors.ts";
import { productImageBodyLimit, readImageUpload } from "./product-image-upload.ts";
import {
  createProductRoute,
  deleteProductRoute,
  listAdminProductsRoute,
  readAdminProductRoute,
  replaceProductRoute,
  setProductActiveRoute,
  uploadProductImageRoute,
} from "./products.routes.ts";
import { requireHq, type StaffEnv } from "./require-staff.ts";

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
 * The chain's picolés (HQ): list, detail, create, edit (PUT replaces; PATCH only toggles the
 * active flag), delete, and the image upload the form uses before it saves. Stock is each
 * store's (store-stock.ts).
 */
export function adminProductRoutes(deps: AdminProductRoutesDeps) {
  const { db, catalog } = deps;
  const router = apiRouter<StaffEnv>()
    .openapi(listAdminProductsRoute, async (c) => c.json(await listAdminProducts(db), 200))
    .openapi(readAdminProductRoute, async (c) => {
      const product = await getProductDetail(db, productId(c.req.valid("param").id));
      if (!product) throw adminErrors.productNotFound();
      return c.json(product, 200);
    })
    .openapi(createProductRoute, async (c) => {
      const product = await createProduct(db, c.req.valid("json"));
      catalog.invalidate();
      return c.json(product, 201);
    })
    .openapi(replaceProductRoute, async (c) => {
      const id = productId(c.req.valid("param").id);
      const product = await updateProduct(db, id, c.req.valid("json"));
      if (!product) throw adminErrors.productNotFound();
      catalog.invalidate();
      return c.json(product, 200);
    })
    .openapi(setProductActiveRoute, async (c) => {
      const id = productId(c.req.valid("param").id);
      const { isActive } = c.req.valid("json");
      const product = await setProductActive(db, id, isActive);
      if (!product) throw adminErrors.productNotFound();
      catalog.invalidate();
      return c.json(product, 200);
    })
    .openapi(deleteProductRoute, async (c) => {
      const deleted = await deleteProduct(db, productId(c.req.valid("param").id));
      if (!deleted) throw adminErrors.productNotFound();
      catalog.invalidate();
      return c.json(deleted, 200);
    });

  // The upload reads its body itself (raw bytes, multipart or JSON base64) under its own limit:
  // documented only, so no declared-body validator runs before it.
  // Documented only: its guard (requireHq) runs below, so the declaration's middleware stays out
  // of the document.
  const { middleware: _guard, ...uploadDocument } = uploadProductImageRoute as RouteConfig;
  router.openAPIRegistry.registerPath(uploadDocument);
  router.post("/product-images", requireHq, productImageBodyLimit(), async (c) => {
    const upload = await readImageUpload(c);
    return c.json(await storeUploadedImage(db, upload.contentType, upload.bytes), 201);
  });
  return router;
}
