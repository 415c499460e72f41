import type { Hook } from "@hono/zod-openapi";
import type { Env } from "hono";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter, validationHook } from "#server/http/openapi.ts";
import type { Grantor } from "#server/services/staff-team/access-log.ts";
import { readAccessLog } from "#server/services/staff-team/access-log.ts";
import {
  grantStores,
  type MembershipOutcome,
  revokeStores,
} from "#server/services/staff-team/memberships.ts";
import { findTeamMember, listTeam } from "#server/services/staff-team/team-list.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { StaffEnv } from "./require-staff.ts";
import {
  grantStoresRoute,
  listTeamRoute,
  readAccessLogRoute,
  revokeAllStoresRoute,
  revokeStoreRoute,
} from "./staff-team.routes.ts";
import { adminStaffTeamInvitationRoutes } from "./staff-team-invitations.ts";

const teamErrors = {
  accountNotFound: () => new ApiError(404, "account_not_found", "Conta não encontrada"),
  storeNotFound: (ids: readonly string[]) =>
    new ApiError(
      404,
      "store_not_found",
      ids.length === 0 ? "Loja não encontrada" : `Loja não encontrada: ${ids.join(", ")}`,
    ),
  notMember: () =>
    new ApiError(404, "membership_not_found", "Esta pessoa não é da equipe desta loja"),
  notInTeam: () =>
    new ApiError(
      409,
      "not_in_team",
      "Esta conta ainda não é da equipe. Para alguém novo, crie um convite (botão Convidar).",
    ),
};

/** A path id no row can have (a NUL, say) is not found, without a query; other input as usual. */
function idHook<E extends Env>(): Hook<unknown, E, string, undefined> {
  const otherwise = validationHook<E>();
  return (result, c) => {
    if (!result.success && result.target === "param") throw teamErrors.accountNotFound();
    return otherwise(result, c);
  };
}

const grantorOf = (staff: StaffSession): Grantor => ({
  userId: staff.user.id,
  name: staff.user.name,
});

/** The change's answer, or the 404 of an unknown account or store, or the 409 of a newcomer. */
function changed(outcome: MembershipOutcome) {
  if (outcome.kind === "store_not_found") throw teamErrors.storeNotFound(outcome.storeIds);
  if (outcome.kind === "not_in_team") throw teamErrors.notInTeam();
  if (outcome.kind !== "changed") throw teamErrors.accountNotFound();
  return outcome;
}

/**
 * /api/admin/team (HQ only): who may use the panel.
 *   GET    /                            everyone with the admin role or a store
 *   POST   /grants                      { userId, storeIds }: more stores for someone already
 *                                        in the team (404 account or store, 409 a newcomer)
 *   DELETE /:userId/stores/:storeId     one store (404 account, store, or not of its team)
 *   DELETE /:userId/stores              every store (the admin role stays: shell only)
 *   GET    /access-log?page=            who gave or took what, when
 *   /invitations                        how someone new joins (staff-team-invitations.ts)
 * Every change is recorded with the HQ member who made it and takes effect on the account's
 * very next request (its open live streams close). No route here gives or takes a role, and
 * none gives a store to an account by its e-mail: a newcomer proves it is them by accepting an
 * invitation's link (decision 019).
 */
export function adminStaffTeamRoutes(deps: Pick<AdminRoutesDeps, "db" | "origins">) {
  return apiRouter<StaffEnv>()
    .openapi(listTeamRoute, async (c) => c.json(await listTeam(deps.db), 200))
    .openapi(grantStoresRoute, async (c) => {
      const { userId, storeIds } = c.req.valid("json");
      const outcome = changed(
        await grantStores(deps.db, { userId }, storeIds, grantorOf(c.get("staff")), {
          onlyTeam: true,
        }),
      );
      const member = await findTeamMember(deps.db, outcome.userId);
      return c.json({ member, storeIds: outcome.stores.map((store) => store.id) }, 200);
    })
    .openapi(
      revokeStoreRoute,
      async (c) => {
        const { userId, storeId } = c.req.valid("param");
        const outcome = changed(
          await revokeStores(deps.db, { userId }, [storeId], grantorOf(c.get("staff"))),
        );
        if (outcome.stores.length === 0) throw teamErrors.notMember();
        const member = await findTeamMember(deps.db, outcome.userId);
        return c.json({ member, storeIds: [storeId] }, 200);
      },
      idHook(),
    )
    .openapi(
      revokeAllStoresRoute,
      async (c) => {
        const { userId } = c.req.valid("param");
        const outcome = changed(
          await revokeStores(deps.db, { userId }, null, grantorOf(c.get("staff"))),
        );
        const member = await findTeamMember(deps.db, outcome.userId);
        return c.json({ member, storeIds: outcome.stores.map((store) => store.id) }, 200);
      },
      idHook(),
    )
    .openapi(readAccessLogRoute, async (c) =>
      c.json(await readAccessLog(deps.db, c.req.valid("query").page), 200),
    )
    .route("/", adminStaffTeamInvitationRoutes(deps));
}
