import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { type PageHandle, routePage } from "./route-page.ts";

// Declarative routes, not the data router: the panel uses no loaders or actions.

/**
 * The staff panel's one route table: sign-in, first setup, an invitation's link and /admin.
 * The panel is a client app: the server sends its shell for these paths (preloading each
 * screen's module from this table's handles) and the browser renders it. Every other path is
 * a shop page, rendered by the server from the shop's own table (src/web/shop/pages.ts); a
 * link from the panel to the shop is a plain link.
 */
export const PANEL_ROUTES: RouteObject[] = [
  {
    path: "/login",
    ...routePage(
      "panel/screens/login.tsx",
      () => import("#web/panel/screens/login.tsx"),
      (m) => m.LoginPage,
    ),
  },
  {
    path: "/setup",
    ...routePage(
      "panel/screens/setup.tsx",
      () => import("#web/panel/screens/setup.tsx"),
      (m) => m.SetupPage,
    ),
  },
  {
    path: "/convite/:token",
    ...routePage(
      "panel/screens/invitation.tsx",
      () => import("#web/panel/screens/invitation.tsx"),
      (m) => m.InvitationPage,
    ),
  },
  {
    path: "/admin/*",
    ...routePage(
      "panel/app/admin-routes.tsx",
      () => import("./admin-routes.tsx"),
      (m) => m.AdminRoutes,
    ),
  },
];

export function PanelRoutes() {
  return useRoutes(PANEL_ROUTES);
}

let lastMatch: { pathname: string; matches: RouteMatches } | undefined;
type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/**
 * The route table's matches at `pathname`, outermost first. Matching ranks the whole table
 * anew each time, and the server asks it twice about one path per request: the last path's
 * answer is kept for the next question.
 */
function routeMatches(pathname: string): RouteMatches {
  if (lastMatch?.pathname !== pathname) {
    lastMatch = { pathname, matches: matchRoutes(PANEL_ROUTES, pathname) ?? [] };
  }
  return lastMatch.matches;
}

/** The screens the route table matches at `pathname`, outermost first. */
export function matchedPages(pathname: string): PageHandle[] {
  return routeMatches(pathname)
    .map(({ route }) => route.handle as PageHandle | undefined)
    .filter((handle): handle is PageHandle => Boolean(handle));
}

/**
 * Loads the code of the screen at `pathname` (the server has already asked the browser for it),
 * so the app's first render is that screen, not an empty frame.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(matchedPages(pathname).map((handle) => handle.page.preload()));
}
