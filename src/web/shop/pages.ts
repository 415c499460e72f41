import type { ComponentType } from "react";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { PageHeadFn } from "#web/lib/page-head.ts";
import * as about from "./pages/about.tsx";
import * as cart from "./pages/cart.tsx";
import * as checkout from "./pages/checkout.tsx";
import * as club from "./pages/club.tsx";
import * as confirmation from "./pages/confirmation.tsx";
import * as home from "./pages/home.tsx";
import * as menu from "./pages/menu.tsx";
import * as myOrders from "./pages/my-orders.tsx";
import * as notFound from "./pages/not-found.tsx";
import * as orderTracking from "./pages/order-tracking.tsx";
import * as privacy from "./pages/privacy.tsx";
import * as product from "./pages/product.tsx";
import * as store from "./pages/store.tsx";
import * as stores from "./pages/stores.tsx";
import * as terms from "./pages/terms.tsx";

/** What the server gives a shop page to render: the catalogue and its path's parameters. */
export interface PageProps {
  catalog: CatalogWithSite;
  params: Readonly<Record<string, string | undefined>>;
}

export interface ShopPage {
  /** "/produto/:id": literal segments and `:name` parameters, one segment each. */
  path: string;
  /** The page's name in the bundle budget and its tests. */
  name: string;
  Page: ComponentType<PageProps>;
  head: PageHeadFn;
}

/**
 * The shop's one table of pages. The server renders each as a complete document
 * (render-page.tsx); the browser only hydrates the islands in it. The staff panel's screens
 * have their own table (src/web/panel/app/router.tsx). The last page answers every other path.
 */
export const SHOP_PAGES: readonly ShopPage[] = [
  { path: "/", name: "home", Page: home.HomePage, head: home.head },
  { path: "/cardapio", name: "menu", Page: menu.MenuPage, head: menu.head },
  { path: "/produto/:id", name: "product", Page: product.ProductPage, head: product.head },
  { path: "/carrinho", name: "cart", Page: cart.CartPage, head: cart.head },
  { path: "/checkout", name: "checkout", Page: checkout.CheckoutPage, head: checkout.head },
  {
    path: "/confirmacao",
    name: "confirmation",
    Page: confirmation.ConfirmationPage,
    head: confirmation.head,
  },
  { path: "/sobre", name: "about", Page: about.AboutPage, head: about.head },
  { path: "/lojas", name: "stores", Page: stores.StoresPage, head: stores.head },
  { path: "/lojas/:id", name: "store", Page: store.StorePage, head: store.head },
  {
    path: "/pedido/:id",
    name: "order-tracking",
    Page: orderTracking.OrderTrackingPage,
    head: orderTracking.head,
  },
  { path: "/pedidos", name: "my-orders", Page: myOrders.MyOrdersPage, head: myOrders.head },
  { path: "/clube", name: "club", Page: club.ClubPage, head: club.head },
  { path: "/privacidade", name: "privacy", Page: privacy.PrivacyPage, head: privacy.head },
  { path: "/termos", name: "terms", Page: terms.TermsPage, head: terms.head },
  { path: "/*", name: "not-found", Page: notFound.NotFoundPage, head: notFound.head },
];

export interface MatchedPage {
  page: ShopPage;
  params: Record<string, string>;
  /** The path the page is rendered from: the page's own path, parameters filled in. */
  path: string;
}

/**
 * The page at `pathname`. Paths match case-insensitively, without a trailing slash; a
 * parameter is one non-empty segment. The catch-all matches what nothing else does.
 */
export function matchShopPage(pathname: string): MatchedPage {
  const segments = segmentsOf(pathname);
  for (const page of SHOP_PAGES) {
    if (page.path === "/*") return { page, params: {}, path: page.path };
    const pattern = segmentsOf(page.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      if (part.startsWith(":")) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment.toLowerCase();
    });
    if (matches) {
      const path = `/${pattern.map((part) => (part.startsWith(":") ? params[part.slice(1)] : part)).join("/")}`;
      return { page, params, path };
    }
  }
  throw new Error("SHOP_PAGES ends with its catch-all page");
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean).map(safeDecode);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
