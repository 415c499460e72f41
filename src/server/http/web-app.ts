import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (product images, icons, manifest): cached a day, then revalidated. */
const PUBLIC_FILE = "public, max-age=86400, stale-while-revalidate=604800";
const NO_CACHE = "no-cache";

/**
 * Serves the built SPA from `webDir`: hashed assets for a year, precompressed brotli/gzip
 * when the browser accepts them, and index.html (never cached) for every client route.
 */
export function webAppRoutes(webDir: string): Hono {
  const web = new Hono();

  web.get(
    "/assets/*",
    serveStatic({
      root: webDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  web.get("/assets/*", (c) => c.text("Not found", 404));

  web.get(
    "*",
    serveStatic({
      root: webDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header("Cache-Control", path.endsWith(".html") ? NO_CACHE : PUBLIC_FILE);
      },
    }),
  );

  web.get(
    "*",
    serveStatic({
      root: webDir,
      precompressed: true,
      rewriteRequestPath: () => "/index.html",
      onFound: (_path, c) => {
        c.header("Cache-Control", NO_CACHE);
      },
    }),
  );

  return web;
}
