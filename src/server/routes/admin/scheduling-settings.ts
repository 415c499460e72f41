import { apiRouter } from "#server/http/openapi.ts";
import {
  readSchedulingRules,
  updateSchedulingRules,
} from "#server/services/settings/scheduling-settings.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { StaffEnv } from "./require-staff.ts";
import {
  readSchedulingRulesRoute,
  updateSchedulingRulesRoute,
} from "./scheduling-settings.routes.ts";

/**
 * The chain's rules for encomendas (Configurações → Encomendas), HQ only like every chain
 * setting:
 *   GET /settings/scheduling   the rules in force and the defaults
 *   PUT /settings/scheduling   saves them all
 * Orders read the rules as they are placed, so a change applies to the next encomenda.
 */
export function adminSchedulingSettingsRoutes(deps: Pick<AdminRoutesDeps, "db">) {
  return apiRouter<StaffEnv>()
    .openapi(readSchedulingRulesRoute, async (c) => c.json(await readSchedulingRules(deps.db), 200))
    .openapi(updateSchedulingRulesRoute, async (c) =>
      c.json(await updateSchedulingRules(deps.db, c.req.valid("json")), 200),
    );
}
