import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (product images, icons, manifest): cached a day, then revalidated. */
const PUBLIC_FILE = "public, max-age=86400, stale-while-revalidate=604800";
const NO_CACHE = "no-cache";

function cachePolicy(path: string, contentType: string): string {
  if (contentType.startsWith("text/html")) return NO_CACHE;
  if (path.startsWith("/assets/")) return IMMUTABLE;
  return PUBLIC_FILE;
}

/**
 * Serves the built SPA from `webDir`: hashed assets for a year, precompressed brotli/gzip
 * when the browser accepts them, and index.html (never cached) for every client route.
 */
export function webAppRoutes(webDir: string): Hono {
  const web = new Hono();

  web.use(async (c, next) => {
    await next();
    if (c.res.ok) {
      c.res.headers.set(
        "Cache-Control",
        cachePolicy(c.req.path, c.res.headers.get("content-type") ?? ""),
      );
    }
  });

  web.get("*", serveStatic({ root: webDir, precompressed: true }));
  // A missing hashed asset is an old deploy's file: a 404, not the page.
  web.get("/assets/*", (c) => c.text("Not found", 404));
  web.get(
    "*",
    serveStatic({ root: webDir, precompressed: true, rewriteRequestPath: () => "/index.html" }),
  );

  return web;
}
