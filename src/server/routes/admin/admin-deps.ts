import type { CatalogCache } from "#server/services/catalog.ts";
import type { StaffOrderStreamDeps } from "./orders-stream.ts";
import type { RequireStaffDeps } from "./require-staff.ts";

/** What the staff API's routes are built from (each route file picks the parts it uses). */
export interface AdminRoutesDeps extends RequireStaffDeps, StaffOrderStreamDeps {
  catalog: CatalogCache;
  /** The dashboard's clock (tests pin the month). */
  now?: () => Date;
}
