import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { Logger } from "#server/logger.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { PageHtmlBuilder, type PageRenderer } from "./page-html.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (product images, icons, manifest): cached a day, then revalidated. */
const PUBLIC_FILE = "public, max-age=86400, stale-while-revalidate=604800";
const NO_CACHE = "no-cache";
/** The last segment has no dot: /cardapio, /produto/3, /lojas/ (not /sw.js, /images/1.svg). */
const PAGE_PATH = /\/[^/.]*$/;

function cachePolicy(path: string, contentType: string): string {
  if (contentType.startsWith("text/html")) return NO_CACHE;
  if (path.startsWith("/assets/")) return IMMUTABLE;
  return PUBLIC_FILE;
}

/**
 * Serves the built web app from `webDir`: hashed assets for a year, precompressed brotli/gzip
 * when the browser accepts them, and every other path as a page (never cached): the shop's
 * rendered by the server with its status (404 for an unknown page or id), the staff panel's as
 * the shell its client app fills (page-html.ts).
 */
export function webAppRoutes(
  webDir: string,
  catalog: CatalogCache,
  options: { origin: string; logger?: Logger; loadRenderer?: () => Promise<PageRenderer> },
): Hono {
  const web = new Hono();
  const pages = new PageHtmlBuilder(webDir, catalog, options);

  web.use(async (c, next) => {
    await next();
    if (c.res.ok || c.res.headers.get("content-type")?.startsWith("text/html")) {
      c.res.headers.set(
        "Cache-Control",
        cachePolicy(c.req.path, c.res.headers.get("content-type") ?? ""),
      );
    }
  });

  const servePage = async (c: Context) => {
    const page = await pages.page(c.req.path);
    if (!page) return c.notFound();
    const accepts = c.req.header("Accept-Encoding") ?? "";
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [page.brotli, "br"]
      : /\bgzip\b/.test(accepts)
        ? [page.gzip, "gzip"]
        : [page.body, undefined];
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Vary", "Accept-Encoding");
    if (encoding) c.header("Content-Encoding", encoding);
    // A view of the kept bytes, not a copy of them.
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    return c.body(bytes, page.status as 200 | 404);
  };

  // The page itself, never the raw index.html the static handler would find for these.
  web.get("/", servePage);
  web.get("/index.html", servePage);
  // A path without an extension is a page: no file to look for on disk first.
  web.get("*", (c, next) => (PAGE_PATH.test(c.req.path) ? servePage(c) : next()));
  web.get("*", serveStatic({ root: webDir, precompressed: true }));
  // A missing hashed asset is an old deploy's file: a 404, not the page.
  web.get("/assets/*", (c) => c.text("Not found", 404));
  web.get("*", servePage);

  return web;
}
