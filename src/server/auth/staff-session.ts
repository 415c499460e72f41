import type { Database } from "#server/db/client.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import type { Auth } from "./create-auth.ts";
import { isMemberAccount } from "./members/member-sign-in.ts";
import { readStaffAccess } from "./staff-access.ts";

export interface StaffSessionLookup {
  /** Null without a live session (no cookie, a forged or signed-out one, or expired). */
  staff: StaffSession | null;
  /** Set-Cookie headers Better Auth wants sent back (a refreshed or cleared session cookie). */
  setCookies: string[];
}

/**
 * The signed-in staff member behind a request's cookie, with the roles and store
 * memberships read fresh: a revoked role or membership takes effect on the very next request.
 */
export async function readStaffSession(
  auth: Auth,
  db: Database,
  headers: Headers,
): Promise<StaffSessionLookup> {
  const { headers: answer, response } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = answer.getSetCookie();
  if (!response) return { staff: null, setCookies };
  const { user } = response;
  // A club member's account never opens the panel, whatever role or store reached it (an
  // operator's grant by e-mail, an invitation accepted while signed in as a member).
  const { roles, access } = isMemberAccount(user)
    ? { roles: [], access: { hq: false, stores: [] } }
    : await readStaffAccess(db, user.id);
  return {
    staff: { user: { id: user.id, name: user.name, email: user.email }, roles, access },
    setCookies,
  };
}
