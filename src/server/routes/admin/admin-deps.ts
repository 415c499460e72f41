import type { CatalogCache } from "#server/services/catalog.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import type { StaffOrderStreamDeps } from "./orders-stream.ts";
import type { RequireStaffDeps } from "./require-staff.ts";

/** What the staff API's routes are built from (each route file picks the parts it uses). */
export interface AdminRoutesDeps extends RequireStaffDeps, StaffOrderStreamDeps {
  catalog: CatalogCache;
  /** Pix automático: the PSP client and the connections (Configurações → Pagamentos). */
  pix: PixContext;
  /** The dashboard's clock (tests pin the month). */
  now?: () => Date;
}
