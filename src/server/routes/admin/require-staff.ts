import type { MiddlewareHandler } from "hono";
import type { Auth } from "#server/auth/create-auth.ts";
import type { OriginPolicy } from "#server/auth/origins.ts";
import { hasPanelAccess } from "#server/auth/staff-access.ts";
import { readStaffSession } from "#server/auth/staff-session.ts";
import type { Database } from "#server/db/client.ts";
import { checkCookieOrigin } from "#server/http/cookie-origin.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { adminErrors } from "./errors.ts";

export type StaffEnv = { Variables: { staff: StaffSession } };

export interface RequireStaffDeps {
  auth: Auth;
  db: Database;
  origins: OriginPolicy;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Guards every /api/admin/* request on the server (the web client's guard is a convenience):
 * 401 without a live session, 403 for an account that is neither HQ (the admin role) nor staff
 * of a store, read fresh each time. What each route then allows is its declaration's `access`
 * (staff-route.ts); which stores' data it shows, the staff member's store scope.
 * A cookie-bearing write must also come from a trusted origin: SameSite=Lax already keeps the
 * cookie off other sites' requests, and this also covers sibling subdomains, which count as
 * the same site.
 */
export function requireStaff(deps: RequireStaffDeps): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) checkCookieOrigin(c.req, deps.origins);
    const { staff, setCookies } = await readStaffSession(deps.auth, deps.db, c.req.raw.headers);
    // A refreshed session cookie (or the clearing of a dead one) reaches the browser either way.
    for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
    if (!staff) throw adminErrors.unauthorized();
    if (!hasPanelAccess(staff.access)) throw adminErrors.forbidden();
    c.set("staff", staff);
    await next();
  };
}

/** For the routes only HQ may use (the chain's catalogue, coupons, settings, team…): 403. */
export const requireHq: MiddlewareHandler<StaffEnv> = async (c, next) => {
  if (!c.get("staff").access.hq) throw adminErrors.hqOnly();
  await next();
};
