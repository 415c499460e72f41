import type { Hook } from "@hono/zod-openapi";
import type { Env } from "hono";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter, validationHook } from "#server/http/openapi.ts";
import {
  createInvitation,
  listInvitations,
  revokeInvitation,
} from "#server/services/invitations/invitations.ts";
import { INVITATION_PATH } from "#shared/staff-team.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { StaffEnv } from "./require-staff.ts";
import {
  createInvitationRoute,
  listInvitationsRoute,
  revokeInvitationRoute,
} from "./staff-team-invitations.routes.ts";

const invitationErrors = {
  notFound: () => new ApiError(404, "invitation_not_found", "Convite não encontrado"),
  storeNotFound: (ids: readonly string[]) =>
    new ApiError(404, "store_not_found", `Loja não encontrada: ${ids.join(", ")}`),
  accepted: () =>
    new ApiError(
      409,
      "invitation_used",
      "Este convite já foi aceito. Para tirar o acesso, remova as lojas da pessoa na equipe.",
    ),
};

/** A path id no row can have (a NUL, say) is not found, without a query; other input as usual. */
function idHook<E extends Env>(): Hook<unknown, E, string, undefined> {
  const otherwise = validationHook<E>();
  return (result, c) => {
    if (!result.success && result.target === "param") throw invitationErrors.notFound();
    return otherwise(result, c);
  };
}

/**
 * /api/admin/team/invitations (HQ only, decision 019): how someone new joins a store's team.
 *   GET    /               pending invitations and the recent others
 *   POST   /               { email, storeIds } → the invitation and its link, shown once
 *   DELETE /:invitationId  cancels it (409 once accepted)
 * The link is `${PUBLIC_URL}/convite/<token>`; only the token's hash is stored.
 */
export function adminStaffTeamInvitationRoutes(deps: Pick<AdminRoutesDeps, "db" | "origins">) {
  return apiRouter<StaffEnv>()
    .openapi(listInvitationsRoute, async (c) => c.json(await listInvitations(deps.db), 200))
    .openapi(createInvitationRoute, async (c) => {
      const staff = c.get("staff");
      const outcome = await createInvitation(deps.db, c.req.valid("json"), {
        userId: staff.user.id,
        name: staff.user.name,
      });
      if (outcome.kind === "store_not_found")
        throw invitationErrors.storeNotFound(outcome.storeIds);
      const url = `${deps.origins.publicOrigin}${INVITATION_PATH}/${outcome.token}`;
      return c.json({ invitation: outcome.invitation, url }, 201);
    })
    .openapi(
      revokeInvitationRoute,
      async (c) => {
        const outcome = await revokeInvitation(deps.db, c.req.valid("param").invitationId);
        if (outcome.kind === "not_found") throw invitationErrors.notFound();
        if (outcome.kind === "already_accepted") throw invitationErrors.accepted();
        return c.json(outcome.invitation, 200);
      },
      idHook(),
    );
}
