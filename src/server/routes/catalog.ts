import { apiRouter } from "#server/http/openapi.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { readCatalogRoute } from "./catalog.routes.ts";

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/**
 * /api/catalog: the catalogue's JSON as the cache keeps it, serialized and compressed ahead
 * (so the answer is bytes, not c.json: the declaration describes what they hold).
 */
export function catalogRoutes(cache: CatalogCache) {
  return apiRouter().openapi(readCatalogRoute, async (c) => {
    const snapshot = await cache.get();
    c.header("ETag", snapshot.etag);
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    if (matchesEtag(c.req.header("if-none-match"), snapshot.etag)) return c.body(null, 304);

    c.header("Content-Type", "application/json; charset=UTF-8");
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    if (encoding === "br") {
      c.header("Content-Encoding", "br");
      return c.body(new Uint8Array(snapshot.brotli));
    }
    if (encoding === "gzip") {
      c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(snapshot.gzip));
    }
    return c.body(snapshot.json);
  });
}
