/**
 * One path of each page of the shop's table (src/web/shop/pages.ts), fetched from a running
 * build: the page itself for a path with a parameter (the first product's or store's id that
 * makes it answer 200, else a made-up one: an order's tracking), and a path nothing has for
 * the catch-all (the 404). Used by the bundle gate and by `npm run lighthouse`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** A path no page has: the catch-all's, and a parameter no product, store or order has. */
export const MADE_UP = "nao-existe-0";

export interface ShopPagePath {
  name: string;
  /** The path fetched: "/produto/1". */
  path: string;
  status: number;
  html: string;
}

/** The shop's table as the build has it (dist/ssr/entry-server.js): name and path pattern. */
export async function shopTable(dist: string): Promise<{ name: string; path: string }[]> {
  const renderer = join(dist, "ssr/entry-server.js");
  if (!existsSync(renderer)) throw new Error(`${renderer} is missing: run npm run build`);
  const { shopPagePaths } = (await import(pathToFileURL(renderer).href)) as {
    shopPagePaths(): { name: string; path: string }[];
  };
  return shopPagePaths();
}

/**
 * Fetches one path of each page from `origin`. A page that answers 5xx is left out and named in
 * `errors`.
 */
export async function fetchShopPages(
  origin: string,
  table: readonly { name: string; path: string }[],
): Promise<{ pages: ShopPagePath[]; errors: string[] }> {
  const catalog = (await (await fetch(`${origin}/api/catalog`)).json()) as {
    products: { id: string }[];
    stores: { id: string }[];
  };
  const candidates = [catalog.products[0]?.id, catalog.stores[0]?.id, MADE_UP].filter(
    (id): id is string => Boolean(id),
  );
  const pages: ShopPagePath[] = [];
  const errors: string[] = [];
  for (const { name, path } of table) {
    const tries = /\/[:*]/.test(path)
      ? candidates.map((id) => path.replace(/:[^/]+/g, id).replace("*", MADE_UP))
      : [path];
    let fetched: ShopPagePath | undefined;
    for (const attempt of tries) {
      const response = await fetch(`${origin}${attempt}`);
      const html = await response.text();
      if (response.status >= 500) {
        errors.push(`${name} (${attempt}): the server answered ${response.status}`);
        break;
      }
      fetched = { name, path: attempt, status: response.status, html };
      if (response.ok) break;
    }
    if (fetched) pages.push(fetched);
  }
  return { pages, errors };
}
