import type { MemberAuth } from "./member-auth.ts";
import { isMemberAccount } from "./member-sign-in.ts";

/** A signed-in Clube Frosty member, as the shop's routes know them. */
export interface MemberSession {
  memberId: string;
  /** E.164, "+5581…". */
  phoneNumber: string;
}

/**
 * The club member behind a request's member cookie (the members' instance, member-auth.ts);
 * null without a live session or when the session is a staff account's (staff order as anyone
 * else, without a wallet). The staff's own cookie is never read here.
 */
export async function readMemberSession(
  auth: MemberAuth,
  headers: Headers,
): Promise<MemberSession | null> {
  // Most orders come from browsers with no session at all: no lookup for them.
  if (!headers.has("cookie")) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as { id: string; email: string; phoneNumber?: string | null };
  if (!isMemberAccount(user) || !user.phoneNumber) return null;
  return { memberId: user.id, phoneNumber: user.phoneNumber };
}

/**
 * The member, for a route only a member may use: without one (no session, or staff's), the
 * route's own refusal, a 401 whose message says what signing in to the club gives there.
 */
export async function requireMemberSession(
  auth: MemberAuth,
  headers: Headers,
  refusal: () => Error,
): Promise<MemberSession> {
  const member = await readMemberSession(auth, headers);
  if (!member) throw refusal();
  return member;
}
