import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { catalogQueries } from "#web/shop/features/catalog/api.ts";
import {
  type PageHead,
  type PageHeadFn,
  SITE_DESCRIPTION,
  SITE_TITLE,
} from "#web/lib/page-head.ts";
import { RootLayout } from "#web/shop/document/root-layout.tsx";
import { type PageHandle, routePage } from "./route-page.ts";

// Declarative routes, not the data router: the shop uses no loaders or actions, and the data
// router alone would add ~16 KB gzipped to every page's first load (the budget:
// docs/architecture.md §6, decision 009).

/**
 * The web app's one route table. The staff pages (login, setup, an invitation's link, /admin)
 * sit outside the shop's layout and never load with it; the server renders the shop's pages
 * (their HTML, head and status) and preloads each page's module from this table's handles.
 */
export const ROUTES: RouteObject[] = [
  {
    path: "/login",
    ...routePage(
      "panel/screens/login.tsx",
      () => import("#web/panel/screens/login.tsx"),
      (m) => m.LoginPage,
      {
        staff: true,
      },
    ),
  },
  {
    path: "/setup",
    ...routePage(
      "panel/screens/setup.tsx",
      () => import("#web/panel/screens/setup.tsx"),
      (m) => m.SetupPage,
      {
        staff: true,
      },
    ),
  },
  {
    path: "/convite/:token",
    ...routePage(
      "panel/screens/invitation.tsx",
      () => import("#web/panel/screens/invitation.tsx"),
      (m) => m.InvitationPage,
      { staff: true },
    ),
  },
  {
    path: "/admin/*",
    ...routePage(
      "panel/app/admin-routes.tsx",
      () => import("./admin-routes.tsx"),
      (m) => m.AdminRoutes,
      {
        staff: true,
      },
    ),
  },
  {
    path: "/",
    Component: RootLayout,
    children: [
      {
        index: true,
        ...routePage(
          "shop/pages/home.tsx",
          () => import("#web/shop/pages/home.tsx"),
          (m) => m.HomePage,
        ),
      },
      {
        path: "cardapio",
        ...routePage(
          "shop/pages/menu.tsx",
          () => import("#web/shop/pages/menu.tsx"),
          (m) => m.MenuPage,
        ),
      },
      {
        path: "produto/:id",
        ...routePage(
          "shop/pages/product.tsx",
          () => import("#web/shop/pages/product.tsx"),
          (m) => m.ProductPage,
        ),
      },
      {
        path: "carrinho",
        ...routePage(
          "shop/pages/cart.tsx",
          () => import("#web/shop/pages/cart.tsx"),
          (m) => m.CartPage,
          {
            clientOnly: true,
          },
        ),
      },
      {
        path: "checkout",
        ...routePage(
          "shop/pages/checkout.tsx",
          () => import("#web/shop/pages/checkout.tsx"),
          (m) => m.CheckoutPage,
          { clientOnly: true },
        ),
      },
      {
        path: "confirmacao",
        ...routePage(
          "shop/pages/confirmation.tsx",
          () => import("#web/shop/pages/confirmation.tsx"),
          (m) => m.ConfirmationPage,
          { clientOnly: true },
        ),
      },
      {
        path: "sobre",
        ...routePage(
          "shop/pages/about.tsx",
          () => import("#web/shop/pages/about.tsx"),
          (m) => m.AboutPage,
        ),
      },
      {
        path: "lojas",
        ...routePage(
          "shop/pages/stores.tsx",
          () => import("#web/shop/pages/stores.tsx"),
          (m) => m.StoresPage,
        ),
      },
      {
        path: "lojas/:id",
        ...routePage(
          "shop/pages/store.tsx",
          () => import("#web/shop/pages/store.tsx"),
          (m) => m.StorePage,
        ),
      },
      {
        path: "pedido/:id",
        ...routePage(
          "shop/pages/order-tracking.tsx",
          () => import("#web/shop/pages/order-tracking.tsx"),
          (m) => m.OrderTrackingPage,
        ),
      },
      {
        path: "pedidos",
        ...routePage(
          "shop/pages/my-orders.tsx",
          () => import("#web/shop/pages/my-orders.tsx"),
          (m) => m.MyOrdersPage,
          { clientOnly: true },
        ),
      },
      {
        path: "privacidade",
        ...routePage(
          "shop/pages/privacy.tsx",
          () => import("#web/shop/pages/privacy.tsx"),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: "termos",
        ...routePage(
          "shop/pages/terms.tsx",
          () => import("#web/shop/pages/terms.tsx"),
          (m) => m.TermsPage,
        ),
      },
      {
        path: "*",
        ...routePage(
          "shop/pages/not-found.tsx",
          () => import("#web/shop/pages/not-found.tsx"),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function AppRoutes() {
  useShopPageTitle();
  return useRoutes(ROUTES);
}

/**
 * The tab's title follows the shop's pages as the customer moves between them (the server
 * wrote the first one). Staff pages keep theirs.
 */
function useShopPageTitle() {
  const { pathname } = useLocation();
  // What the pages fetched (never a fetch of its own: staff pages do without the catalogue).
  const catalog = useQuery({ ...catalogQueries.current(), enabled: false }).data;
  useEffect(() => {
    const pages = matchedPages(pathname);
    if (!catalog || pages.some((page) => page.staff)) return;
    let current = true;
    void preloadPage(pathname)
      .then(() => {
        if (current) document.title = pageHeadOf(pathname, catalog, window.location.origin).title;
      })
      // The page's own error boundary says it could not load; the title stays as it was.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, catalog]);
}

let lastMatch: { pathname: string; matches: RouteMatches } | undefined;
type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/**
 * The route table's matches at `pathname`, outermost first. Matching ranks the whole table
 * anew each time, and the server asks it several times about one path per request (its
 * modules, its page key, its head): the last path's answer is kept for the next question.
 */
export function routeMatches(pathname: string): RouteMatches {
  if (lastMatch?.pathname !== pathname) {
    lastMatch = { pathname, matches: matchRoutes(ROUTES, pathname) ?? [] };
  }
  return lastMatch.matches;
}

/** The pages the route table matches at `pathname`, outermost first. */
export function matchedPages(pathname: string): PageHandle[] {
  return routeMatches(pathname)
    .map(({ route }) => route.handle as PageHandle | undefined)
    .filter((handle): handle is PageHandle => Boolean(handle));
}

/**
 * Loads the code of the page at `pathname` (the server has already asked the browser for it),
 * so the app's first render is that page (the one the server rendered), not an empty frame.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(matchedPages(pathname).map((handle) => handle.page.preload()));
}

/** Every page of the shop (not the staff's), for the bundle gate. */
export function shopPageModules(): string[] {
  const shop = ROUTES.find((route) => route.path === "/")?.children ?? [];
  return shop.map((route) => (route.handle as PageHandle).module);
}

/**
 * The head of the page at `pathname` (its module preloaded): what its `head` export says, or the
 * site's defaults.
 */
export function pageHeadOf(pathname: string, catalog: CatalogWithSite, origin: string): PageHead {
  const match = routeMatches(pathname).at(-1);
  const head: PageHeadFn | undefined = (match?.route.handle as PageHandle | undefined)?.page.head();
  const fallback: PageHead = { title: SITE_TITLE, description: SITE_DESCRIPTION };
  return head && match ? head({ params: match.params, catalog, origin }) : fallback;
}
