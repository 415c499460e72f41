import { type Context, Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { errorResponse, notFoundError } from "#server/http/errors.ts";
import { publicOriginOf } from "#server/http/public-origin.ts";
import type { Logger } from "#server/logger.ts";
import type { CatalogCache, CatalogSnapshot } from "#server/services/catalog.ts";
import { type OgImage, OgImages } from "#server/services/og-images/og-images.ts";
import { productArtSource } from "#server/services/og-images/product-art.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";

/** Previews change with the catalogue (a new price); crawlers keep them a day. */
const PREVIEW_CACHE = "public, max-age=86400";
const SITEMAP_CACHE = "public, max-age=3600";
const ROBOTS_CACHE = "public, max-age=86400";

/** The shop's pages that exist whatever the catalogue holds. */
const FIXED_PAGES = ["/", "/cardapio", "/sobre", "/lojas", "/privacidade", "/termos"];

/** Kept out of search engines: staff, the customer's own cart, checkout and orders, the API. */
const DISALLOWED = [
  "/admin",
  "/checkout",
  "/carrinho",
  "/api/",
  "/login",
  "/setup",
  "/convite/",
  "/pedido/",
  "/pedidos",
  "/confirmacao",
];

export interface SeoDeps {
  catalog: CatalogCache;
  db: Database;
  /** Where the product illustrations are (the web build); unset, flavours use the site image. */
  publicDir?: string;
  logger?: Logger;
}

/**
 * What search engines and link previews fetch beside the pages: /robots.txt, /sitemap.xml and
 * the 1200×630 PNG previews (/og/site.png, /og/produto/<id>.png) the pages' og:image names.
 */
export function seoRoutes(deps: SeoDeps): Hono {
  const images = new OgImages(productArtSource(deps.db, deps.publicDir), deps.logger);
  const sitemaps = new WeakMap<CatalogSnapshot, Map<string, string>>();

  return new Hono()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", ROBOTS_CACHE);
      return c.text(robotsTxt(publicOriginOf(c)));
    })
    .get("/sitemap.xml", async (c) => {
      const snapshot = await deps.catalog.get();
      const origin = publicOriginOf(c);
      // One per catalogue version (and origin, which is one in practice).
      let byOrigin = sitemaps.get(snapshot);
      if (!byOrigin) {
        byOrigin = new Map();
        sitemaps.set(snapshot, byOrigin);
      }
      let xml = byOrigin.get(origin);
      if (xml === undefined) {
        xml = sitemapXml(catalogOf(snapshot), origin);
        byOrigin.set(origin, xml);
      }
      c.header("Cache-Control", SITEMAP_CACHE);
      return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
    })
    .get("/og/site.png", async (c) => {
      const catalog = catalogOf(await deps.catalog.get());
      return sendPng(c, await images.site(catalog));
    })
    .get("/og/produto/:file", async (c) => {
      const catalog = catalogOf(await deps.catalog.get());
      const file = c.req.param("file");
      const id = file.endsWith(".png") ? file.slice(0, -".png".length) : null;
      const product = catalog.products.find((candidate) => candidate.id === id);
      if (!product) return errorResponse(c, notFoundError());
      return sendPng(c, await images.product(product, catalog));
    });
}

function sendPng(c: Context, image: OgImage): Response {
  c.header("Cache-Control", PREVIEW_CACHE);
  // Made to be shown elsewhere (chat apps, social sites): not only on the shop's own pages.
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  c.header("ETag", image.etag);
  if (c.req.header("if-none-match") === image.etag) return c.body(null, 304);
  return c.body(new Uint8Array(image.png), 200, { "Content-Type": "image/png" });
}

/** The snapshot's catalogue as objects, parsed once per catalogue version. */
const parsed = new WeakMap<CatalogSnapshot, CatalogWithSite>();
function catalogOf(snapshot: CatalogSnapshot): CatalogWithSite {
  let catalog = parsed.get(snapshot);
  if (!catalog) {
    catalog = JSON.parse(snapshot.json) as CatalogWithSite;
    parsed.set(snapshot, catalog);
  }
  return catalog;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * Every public page, by the address its canonical link gives (no trailing slash but the
 * root's). No <lastmod>: the catalogue keeps no per-page change dates, and a made-up one
 * would only teach crawlers to ignore it.
 */
export function sitemapXml(catalog: CatalogWithSite, origin: string): string {
  const paths = [
    ...FIXED_PAGES,
    ...catalog.products.map((product) => `/produto/${encodeURIComponent(product.id)}`),
    ...catalog.stores.map((store) => `/lojas/${encodeURIComponent(store.id)}`),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
