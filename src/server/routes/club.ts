import { deleteCookie } from "hono/cookie";
import type { MemberAuth } from "#server/auth/members/member-auth.ts";
import { readMemberSession, requireMemberSession } from "#server/auth/members/member-session.ts";
import type { OriginPolicy } from "#server/auth/origins.ts";
import type { Database } from "#server/db/client.ts";
import { checkCookieOrigin } from "#server/http/cookie-origin.ts";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { deleteClubMember, readClubMember } from "#server/services/club/member-account.ts";
import { cashbackRulesInForce } from "#server/services/settings/cashback-rules-settings.ts";
import { CLUB_MEMBER_MESSAGES } from "#shared/club-member.ts";
import { clubMeRoute, clubStatusRoute, deleteClubMeRoute } from "./club.routes.ts";

export interface ClubRoutesDeps {
  db: Database;
  /** Clube Frosty's Better Auth instance: the member cookie. */
  memberAuth: MemberAuth;
  origins: OriginPolicy;
  /** Whether sign-in codes can be sent (a message sender is configured): the club is open. */
  available: boolean;
}

const signedOut = () => new ApiError(401, "club_signed_out", CLUB_MEMBER_MESSAGES.signedOut);

/**
 * /api/club: Clube Frosty's member side (decision 028).
 *   GET    /status  whether members can join and sign in now, and the rules
 *   GET    /me      the signed-in member's account and wallet (401 without a member session)
 *   DELETE /me      "Excluir minha conta" ({ confirm: true }), then the session is gone
 * Answers are never cached: they are one person's, or change with the settings.
 */
export function clubRoutes(deps: ClubRoutesDeps) {
  const router = apiRouter();
  router.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  // A cookie-bearing write must come from a trusted origin, as the staff API's do.
  router.delete("/me", async (c, next) => {
    checkCookieOrigin(c.req, deps.origins);
    await next();
  });
  return router
    .openapi(clubStatusRoute, async (c) => {
      const [member, rules] = await Promise.all([
        readMemberSession(deps.memberAuth, c.req.raw.headers),
        cashbackRulesInForce(deps.db),
      ]);
      return c.json({ available: deps.available, member: member !== null, rules }, 200);
    })
    .openapi(clubMeRoute, async (c) => {
      const member = await requireMemberSession(deps.memberAuth, c.req.raw.headers, signedOut);
      const me = await readClubMember(deps.db, member);
      if (!me) throw signedOut();
      return c.json(me, 200);
    })
    .openapi(deleteClubMeRoute, async (c) => {
      const member = await requireMemberSession(deps.memberAuth, c.req.raw.headers, signedOut);
      await deleteClubMember(deps.db, member);
      // Its session row went with the account; the browser forgets the cookie too.
      const { name, attributes } = (await deps.memberAuth.$context).authCookies.sessionToken;
      deleteCookie(c, name, {
        path: attributes.path ?? "/",
        secure: attributes.secure ?? false,
        httpOnly: true,
        sameSite: "Lax",
      });
      return c.json({ deleted: true as const }, 200);
    });
}
