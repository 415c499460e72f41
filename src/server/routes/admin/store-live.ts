import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { liveStores } from "#server/services/store-live/live-stores.ts";
import type { StaffEnv } from "./require-staff.ts";
import { liveStoresRoute } from "./store-live.routes.ts";

/** GET /api/admin/stores/live?state=: HQ's "Lojas ao vivo" (LiveStores). */
export function adminStoreLiveRoutes(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return apiRouter<StaffEnv>().openapi(liveStoresRoute, async (c) =>
    c.json(await liveStores(deps.db, now(), c.req.valid("query")), 200),
  );
}
