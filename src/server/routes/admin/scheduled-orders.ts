import type { Context } from "hono";
import { canWorkAtStore } from "#server/auth/staff-access.ts";
import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { listScheduledOrders } from "#server/services/scheduled-orders/list-scheduled-orders.ts";
import { readProductionList } from "#server/services/scheduled-orders/production-list.ts";
import { adminErrors } from "./errors.ts";
import type { StaffEnv } from "./require-staff.ts";
import { listScheduledOrdersRoute, productionListRoute } from "./scheduled-orders.routes.ts";

/** A store that is not the staff member's is refused before anything of it is read. */
function checkStore(c: Context<StaffEnv>, storeId: string): void {
  if (!canWorkAtStore(c.get("staff").access, storeId)) throw adminErrors.otherStore();
}

/**
 * "Agendados" (mounted before /orders/{id}, which would take "scheduled" for an id):
 * - GET /orders/scheduled?storeId=&from=&to=  a store's encomendas in a period
 * - GET /orders/production?storeId=&day=      the flavours to make for a day's encomendas
 */
export function adminScheduledOrderRoutes(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return apiRouter<StaffEnv>()
    .openapi(listScheduledOrdersRoute, async (c) => {
      const query = c.req.valid("query");
      checkStore(c, query.storeId);
      return c.json(await listScheduledOrders(deps.db, query, now()), 200);
    })
    .openapi(productionListRoute, async (c) => {
      const query = c.req.valid("query");
      checkStore(c, query.storeId);
      return c.json(await readProductionList(deps.db, query, now()), 200);
    });
}
