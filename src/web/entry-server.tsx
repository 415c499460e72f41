/**
 * The server's side of the web app (built by `vite build --ssr` into dist/ssr). The server
 * (src/server/http/page-html.ts) calls it to render a shop page to a complete document's body
 * from the catalogue (shop/render-page.tsx, from the shop's table of pages), and to learn which
 * modules a staff screen needs (the panel's own route table): the two apps meet only here.
 */
import type { CatalogWithSite } from "#shared/catalog.ts";
import { panelPageModules } from "#web/panel/app/panel-modules.ts";
import { matchShopPage, SHOP_PAGES } from "#web/shop/pages.ts";
import { type RenderedShopPage, renderShopPage } from "#web/shop/render-page.tsx";

export interface PageModules {
  /** Manifest keys of the modules the staff screen renders with, outermost first. */
  modules: string[];
  /** A staff screen: the browser renders it (the panel's client app). */
  staff: boolean;
}

/** A staff screen's modules, or `staff: false` for a shop page. */
export function pageModules(pathname: string): PageModules {
  const modules = panelPageModules(pathname);
  return modules ? { modules, staff: true } : { modules: [], staff: false };
}

/** The shop's pages by name, for the bundle gate. */
export function shopPageNames(): string[] {
  return SHOP_PAGES.map((page) => page.name);
}

/** The shop's pages, name and path ("/produto/:id"), for the bundle gate to fetch one of each. */
export function shopPagePaths(): { name: string; path: string }[] {
  return SHOP_PAGES.map(({ name, path }) => ({ name, path }));
}

export interface PageKey {
  /** The page's name in the server's cache, its status first: "200 /produto/3", "404 /*". */
  key: string;
  /** The path to render it from: the same for every path that is this page. */
  path: string;
}

/**
 * Which shop page `pathname` is, for the server to keep it rendered once: one page per entry of
 * the table, and one per product or store the catalogue has, whatever the path's spelling (case,
 * trailing slash). A page's parameters count only on a page the catalogue knows and search
 * engines may index; a made-up id is its page's one "not found" page, and a page not indexed
 * (an order's tracking, filled in by the browser) the one frame of its page. Those render from
 * the page's pattern itself (/produto/:id, /*), so nothing of the request's path is in them.
 */
export async function pageKey(pathname: string, catalog: CatalogWithSite): Promise<PageKey> {
  const match = matchShopPage(pathname);
  const head = match.page.head({ params: match.params, catalog, origin: "" });
  const status = head.status ?? 200;
  const own = status === 200 && head.index !== false;
  const path = own ? match.path : match.page.path;
  return { key: `${status} ${path}`, path };
}

/** Renders the shop page at `pathname` (a path pageKey gave) with `catalog`. */
export function renderPage(
  pathname: string,
  catalog: CatalogWithSite,
  origin: string,
): Promise<RenderedShopPage> {
  return renderShopPage(matchShopPage(pathname), catalog, origin);
}
