import type { MiddlewareHandler } from "hono";
import type { Auth } from "#server/auth/create-auth.ts";
import type { OriginPolicy } from "#server/auth/origins.ts";
import { readStaffSession } from "#server/auth/staff-session.ts";
import type { Database } from "#server/db/client.ts";
import { checkCookieOrigin } from "#server/http/cookie-origin.ts";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import {
  acceptInvitation,
  type InvitationRefusal,
  previewInvitation,
} from "#server/services/invitations/accept-invitation.ts";
import { INVITATION_ERRORS } from "#shared/staff-invitation-schemas.ts";
import { acceptInvitationRoute, previewInvitationRoute } from "./invitations.routes.ts";

export interface InvitationRoutesDeps {
  auth: Auth;
  db: Database;
  origins: OriginPolicy;
}

type SignedInEnv = { Variables: { user: { id: string; email: string } } };

function refused(reason: InvitationRefusal): ApiError {
  const [code, message] = INVITATION_ERRORS[reason];
  return new ApiError(reason === "notFound" ? 404 : 410, code, message);
}

/**
 * The account behind the session cookie, for accepting (no panel access needed: the invitation
 * gives it). A cookie-bearing write must come from a trusted origin, as the staff API's do.
 */
function requireSignedIn(deps: InvitationRoutesDeps): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    checkCookieOrigin(c.req, deps.origins);
    const { staff, setCookies } = await readStaffSession(deps.auth, deps.db, c.req.raw.headers);
    for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
    if (!staff) {
      throw new ApiError(401, "unauthorized", "Entre ou crie sua conta para aceitar o convite");
    }
    c.set("user", { id: staff.user.id, email: staff.user.email });
    await next();
  };
}

/**
 * /api/invitations (decision 019): the page of an invitation's link reads it, and the signed-in
 * person who holds the link accepts it, once.
 *   GET  /:token          the invitation (404 unknown; 410 used, expired, revoked)
 *   POST /:token/accept   the session's account joins its stores' team
 * Answers are never cached: an invitation changes state.
 */
export function invitationRoutes(deps: InvitationRoutesDeps) {
  const router = apiRouter<SignedInEnv>();
  router.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  router.post("/:token/accept", requireSignedIn(deps));
  return router
    .openapi(previewInvitationRoute, async (c) => {
      const checked = await previewInvitation(deps.db, c.req.valid("param").token);
      if (checked.kind === "refused") throw refused(checked.reason);
      return c.json(checked.value, 200);
    })
    .openapi(acceptInvitationRoute, async (c) => {
      const token = c.req.valid("param").token;
      const checked = await acceptInvitation(deps.db, token, c.get("user"));
      if (checked.kind === "refused") throw refused(checked.reason);
      return c.json(checked.value, 200);
    });
}
