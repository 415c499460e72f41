import type { CatalogCache } from "#server/services/catalog.ts";
import type { RequireAdminDeps } from "./require-admin.ts";

/** What the staff API's routes are built from (each route file picks the parts it uses). */
export interface AdminRoutesDeps extends RequireAdminDeps {
  catalog: CatalogCache;
  /** The dashboard's clock (tests pin the month). */
  now?: () => Date;
}
