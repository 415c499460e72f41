import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { PageHead } from "#web/lib/page-head.ts";
import { PagePathContext } from "./document/page-path.ts";
import { ShopDocument } from "./document/shop-document.tsx";
import { CatalogContext } from "./features/catalog/catalog-context.ts";
import { IslandsOnPage } from "./hydration/island.tsx";
import type { MatchedPage } from "./pages.ts";

export interface RenderedShopPage {
  /** The page's body, for inside #root. */
  html: string;
  head: PageHead;
  /** The islands hydrated as the page loads (their modules are preloaded), by name. */
  islands: string[];
}

/**
 * Renders a shop page to HTML on the server, whole: every part of it, its islands included,
 * as they first render (the browser hydrates the islands from exactly this).
 */
export async function renderShopPage(
  { page, params, path }: MatchedPage,
  catalog: CatalogWithSite,
  origin: string,
): Promise<RenderedShopPage> {
  const head = page.head({ params, catalog, origin });
  const islands = new Set<string>();
  const { Page } = page;
  // One piece: a large part sent apart would need an inline script to show it, and the CSP
  // allows none (progressiveChunkSize: React outlines a Suspense boundary bigger than it).
  const { prelude } = await prerenderToNodeStream(
    <IslandsOnPage value={islands}>
      <CatalogContext value={catalog}>
        <PagePathContext value={path}>
          <ShopDocument>
            <Page catalog={catalog} params={params} />
          </ShopDocument>
        </PagePathContext>
      </CatalogContext>
    </IslandsOnPage>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return { html: Buffer.concat(chunks).toString("utf8"), head, islands: [...islands] };
}
