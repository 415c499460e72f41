import { matchRoutes } from "react-router";
import { ADMIN_ROUTES } from "./admin-routes.tsx";
import type { PageHandle } from "./route-page.ts";
import { matchedPages } from "./router.tsx";

const adminHandles = (path: string) =>
  (matchRoutes(ADMIN_ROUTES, path) ?? [])
    .map(({ route }) => route.handle as PageHandle | undefined)
    .filter((handle): handle is PageHandle => Boolean(handle));
let dashboardModules: string[] | undefined;

/** /admin and an unknown screen show the staff home's modules. */
function adminModules(pathname: string): string[] {
  const found = adminHandles(`/${pathname.replace(/^\/admin\/?/, "")}`);
  if (found.length > 1) return found.map((handle) => handle.module);
  dashboardModules ??= adminHandles("/dashboard").map((handle) => handle.module);
  return dashboardModules;
}

/**
 * The manifest keys of the modules the staff screen at `pathname` renders with, outermost
 * first (the server preloads them with the panel's shell); null for a path that is not the
 * panel's (a shop page).
 */
export function panelPageModules(pathname: string): string[] | null {
  const modules = matchedPages(pathname).map((page) => page.module);
  if (modules.length === 0) return null;
  if (modules.includes("panel/app/admin-routes.tsx")) modules.push(...adminModules(pathname));
  return modules;
}
