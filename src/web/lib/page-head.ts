import type { CatalogWithSite } from "#shared/catalog.ts";

/**
 * What a shop page says about itself before its JavaScript runs: the server writes it into the
 * page's <head> (title, description, canonical URL, link-preview tags, structured data) and
 * answers with its status; in the browser the title follows navigation. Each public route
 * module exports `head` (a PageHeadFn); a module without one gets the site's defaults.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's 1200×630 PNG preview (e.g. /og/produto/3.png); the site's by default. */
  image?: string;
  /**
   * The image that is the page's largest paint (a product's photo): fetched first, ahead of the
   * page's scripts, so a slow connection paints it early.
   */
  lcpImage?: string;
  /** Open Graph type: "website" (default) or "product". */
  type?: "website" | "product";
  /** JSON-LD objects (schema.org), each written as its own script. */
  jsonLd?: object[];
  /** 404 for an id the catalogue does not know (the page then says so itself). */
  status?: 200 | 404;
  /** false for pages search engines should not index (cart, checkout, an order). */
  index?: boolean;
}

export interface HeadContext {
  /** The route's params (e.g. { id: "3" } on /produto/3). */
  params: Readonly<Record<string, string | undefined>>;
  catalog: CatalogWithSite;
  /** The shop's public origin, without a trailing slash (https://loja.frosty.com.br). */
  origin: string;
}

export type PageHeadFn = (context: HeadContext) => PageHead;

export const SITE_TITLE = "Frosty — Picolés artesanais do Nordeste";
export const SITE_DESCRIPTION =
  "Peça seus picolés Frosty: 29 sabores artesanais, 138 lojas pelo Brasil. Escolha sua loja, monte seu pedido e receba em casa ou retire na loja.";

/** "Morango | Frosty": a page's own title, then the brand. */
export const pageTitle = (name: string) => `${name} | Frosty`;
