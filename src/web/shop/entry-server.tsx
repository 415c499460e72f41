/**
 * The server's side of the web app (built by `vite build --ssr` into dist/ssr): the server
 * (src/server/http/page-html.ts) calls it to render a shop page to HTML from the catalogue, to
 * read the page's head, and to learn which modules a path needs, all from the one route table.
 */
import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { generatePath, matchRoutes, StaticRouter } from "react-router";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { catalogQueries } from "#web/shop/features/catalog/api.ts";
import type { PageHead } from "#web/lib/page-head.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { ADMIN_ROUTES } from "#web/panel/app/admin-routes.tsx";
import { App } from "#web/panel/app/app.tsx";
import type { PageHandle } from "#web/panel/app/route-page.ts";
import {
  matchedPages,
  pageHeadOf,
  preloadPage,
  routeMatches,
  shopPageModules,
} from "#web/panel/app/router.tsx";

export interface RenderedPage {
  /** The app's HTML, for inside #root; empty for a page the browser renders itself. */
  html: string;
  head: PageHead;
}

export interface PageModules {
  /** Manifest keys of the modules the page renders with, outermost first. */
  modules: string[];
  /** A staff page: the browser renders it; its modules are preloaded without their lazy parts. */
  staff: boolean;
}

/** Which modules the page at `pathname` needs (the staff panel's screen included). */
export function pageModules(pathname: string): PageModules {
  const pages = matchedPages(pathname);
  const staff = pages.some((page) => page.staff);
  const modules = pages.map((page) => page.module);
  if (modules.includes("panel/app/admin-routes.tsx")) modules.push(...adminModules(pathname));
  return { modules, staff };
}

const adminHandles = (path: string) =>
  (matchRoutes(ADMIN_ROUTES, path) ?? [])
    .map(({ route }) => route.handle as PageHandle | undefined)
    .filter((handle): handle is PageHandle => Boolean(handle));
let dashboardModules: string[] | undefined;

/** /admin and an unknown screen show the dashboard. */
function adminModules(pathname: string): string[] {
  const found = adminHandles(`/${pathname.replace(/^\/admin\/?/, "")}`);
  if (found.length > 1) return found.map((handle) => handle.module);
  dashboardModules ??= adminHandles("/dashboard").map((handle) => handle.module);
  return dashboardModules;
}

export { shopPageModules };

export interface PageKey {
  /** The page's name in the server's cache, its status first: "200 /produto/3", "404 /*". */
  key: string;
  /** The path to render it from: the same for every path that is this page. */
  path: string;
}

/**
 * Which shop page `pathname` is, for the server to keep it rendered once: one page per route of
 * the table, and one per product or store the catalogue has, whatever the path's spelling (case,
 * trailing slash). A route's parameters count only on a page the catalogue knows and search
 * engines may index; a made-up id is its route's one "not found" page, and a page not indexed
 * (an order's tracking, filled in by the browser) the one frame of its route. Those render from
 * the route's pattern itself (/produto/:id, /*), so nothing of the request's path is in them.
 */
export async function pageKey(pathname: string, catalog: CatalogWithSite): Promise<PageKey> {
  const matches = routeMatches(pathname);
  const pattern =
    matches
      .map(({ route }) => route.path ?? "")
      .join("/")
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/$/, "$1") || "/";
  await preloadPage(pathname);
  const head = pageHeadOf(pathname, catalog, "");
  const status = head.status ?? 200;
  const own = status === 200 && head.index !== false;
  const path = own ? generatePath(pattern, matches.at(-1)?.params ?? {}) : pattern;
  return { key: `${status} ${path}`, path };
}

/**
 * Renders the shop page at `pathname` with `catalog` as the catalogue's answer, waiting for
 * every lazy part (prerender), so the HTML is the whole page. Staff pages are not rendered.
 */
export async function renderPage(
  pathname: string,
  catalog: CatalogWithSite,
  origin: string,
): Promise<RenderedPage> {
  await preloadPage(pathname);
  const head = pageHeadOf(pathname, catalog, origin);
  if (pageModules(pathname).staff) return { html: "", head };
  const queryClient = createQueryClient();
  queryClient.setQueryData(catalogQueries.all(), catalog);
  // One piece: a large part sent apart would need an inline script to show it, and the CSP
  // allows none (progressiveChunkSize: React outlines a Suspense boundary bigger than it).
  const { prelude } = await prerenderToNodeStream(
    <App
      queryClient={queryClient}
      router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
    />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return { html: Buffer.concat(chunks).toString("utf8"), head };
}
