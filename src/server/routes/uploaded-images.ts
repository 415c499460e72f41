import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { errorResponse, notFoundError } from "#server/http/errors.ts";
import { loadUploadedImage } from "#server/services/admin-products/product-images.ts";

/** An upload's URL names its content's hash, so what it serves can be cached for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /images/uploads/:id: the product images staff uploaded, public like the seeded ones in
 * public/images. Served from the database so every instance has them. The type is the one
 * checked against the bytes at upload, and nosniff keeps browsers from guessing another.
 */
export function uploadedImageRoutes(db: Database): Hono {
  return new Hono().get("/:id", async (c) => {
    const id = c.req.param("id");
    const image = await loadUploadedImage(db, id);
    if (!image) return errorResponse(c, notFoundError());
    const etag = `"${id}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Type", image.contentType);
    return c.body(new Uint8Array(image.bytes));
  });
}
