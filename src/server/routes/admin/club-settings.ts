import { apiRouter } from "#server/http/openapi.ts";
import {
  readCashbackRules,
  updateCashbackRules,
} from "#server/services/settings/cashback-rules-settings.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { readCashbackRulesRoute, updateCashbackRulesRoute } from "./club-settings.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * Clube Frosty's rules (Configurações → Clube), HQ only like every chain setting (issue 13):
 *   GET /settings/club   the rules in force and the defaults
 *   PUT /settings/club   saves them all
 * Orders read the rules when they are paid, so a change applies to the next one.
 */
export function adminClubSettingsRoutes(deps: Pick<AdminRoutesDeps, "db">) {
  return apiRouter<StaffEnv>()
    .openapi(readCashbackRulesRoute, async (c) => c.json(await readCashbackRules(deps.db), 200))
    .openapi(updateCashbackRulesRoute, async (c) =>
      c.json(await updateCashbackRules(deps.db, c.req.valid("json")), 200),
    );
}
