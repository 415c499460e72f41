import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { AuthSettings } from "#server/auth/settings.ts";
import type { Logger } from "#server/logger.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { addressLimitKey, clientAddress } from "./client-address.ts";
import { sendKept } from "./kept-body.ts";
import { PageHtmlBuilder, type PageRenderer } from "./page-html.ts";
import { RenderLimiter, type RenderLimits, type RenderRefusal } from "./render-limits.ts";
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_JSON,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from "./speculation-rules.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (product images, icons, manifest): cached a day, then revalidated. */
const PUBLIC_FILE = "public, max-age=86400, stale-while-revalidate=604800";
const NO_CACHE = "no-cache";
/** The last segment has no dot: /cardapio, /produto/3, /lojas/ (not /sw.js, /images/1.svg). */
const PAGE_PATH = /\/[^/.]*$/;

function cachePolicy(path: string, contentType: string, status: number): string {
  // A page that failed is not kept anywhere: the next visit asks again.
  if (status >= 500) return "no-store";
  // Revalidated, never no-store: a shop page may come back from the back/forward cache.
  if (contentType.startsWith("text/html")) return NO_CACHE;
  if (path.startsWith("/assets/")) return IMMUTABLE;
  return PUBLIC_FILE;
}

/**
 * Serves the built web app from `webDir`: hashed assets for a year, precompressed brotli/gzip
 * when the browser accepts them, and every other path as a page (revalidated each time): the
 * shop's rendered by the server with its status (404 for an unknown page or id) and its
 * Speculation Rules (speculation-rules.ts), the staff panel's as the shell its client app fills
 * (page-html.ts), and a page that could not be rendered as the error page (500). A page not
 * kept yet is rendered within bounds (render-limits.ts): past them the answer is 429 or 503
 * with Retry-After, never a queue.
 */
export function webAppRoutes(
  webDir: string,
  catalog: Pick<CatalogCache, "get">,
  options: {
    origin: string;
    /** Whose X-Forwarded-For names the client, for its count of renders (client-address.ts). */
    proxies: Pick<AuthSettings, "trustedProxies">;
    logger?: Logger;
    loadRenderer?: () => Promise<PageRenderer>;
    /** The bounds on rendering pages, when not the defaults (render-limits.ts). */
    renderLimits?: Partial<RenderLimits>;
  },
): Hono {
  const web = new Hono();
  const { proxies, renderLimits, ...pageOptions } = options;
  const pages = new PageHtmlBuilder(webDir, catalog, pageOptions);
  const renders = new RenderLimiter(renderLimits);

  web.use(async (c, next) => {
    await next();
    if (c.res.ok || c.res.headers.get("content-type")?.startsWith("text/html")) {
      c.res.headers.set(
        "Cache-Control",
        cachePolicy(c.req.path, c.res.headers.get("content-type") ?? "", c.res.status),
      );
    }
  });

  const servePage = async (c: Context) => {
    const page = await pages.page(c.req.path, () =>
      renders.admit(addressLimitKey(clientAddress(c, proxies) ?? "unknown")),
    );
    if (!page) return c.notFound();
    if ("retryAfter" in page) return refused(c, page);
    if (page.shop) c.header("Speculation-Rules", SPECULATION_RULES_HEADER);
    return sendKept(c, page.html, page.status, "text/html; charset=utf-8");
  };

  web.get(SPECULATION_RULES_PATH, (c) =>
    c.body(SPECULATION_RULES_JSON, 200, { "Content-Type": SPECULATION_RULES_TYPE }),
  );
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

const REFUSALS = {
  429: "Muitas páginas pedidas em pouco tempo. Tente de novo em alguns segundos.",
  503: "O servidor está ocupado agora. Tente de novo em alguns segundos.",
} as const;

/** A page not rendered now: the reason, in words, and when to try again. */
function refused(c: Context, refusal: RenderRefusal): Response {
  c.header("Retry-After", String(refusal.retryAfter));
  c.header("Cache-Control", "no-store");
  return c.text(REFUSALS[refusal.status], refusal.status);
}
