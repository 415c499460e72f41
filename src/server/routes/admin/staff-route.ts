import type { RouteConfig } from "@hono/zod-openapi";
import { apiRoute, DATABASE_ERRORS, errors, STAFF_SECURITY } from "#server/http/openapi.ts";
import { requireHq } from "./require-staff.ts";

/** What the guard (require-staff.ts) may answer on any staff route, before the route runs. */
const guardErrors = () => errors(401, 403, ...DATABASE_ERRORS);

/**
 * Who may use a staff route:
 * - `hq`: only HQ (the admin role): the chain's catalogue, coupons, settings, team, reports;
 * - `stores`: HQ and store staff, each seeing only the stores they work in (the route keeps to
 *   the staff member's store scope, staff-access.ts).
 */
export type StaffRouteAccess = "hq" | "stores";

/** The OpenAPI extension that carries a staff route's access (the authorization test reads it). */
export const STAFF_ACCESS_EXTENSION = "x-frosty-access";

const ACCESS_NOTES: Record<StaffRouteAccess, string> = {
  hq: "Somente a sede (papel admin).",
  stores: "A sede vê toda a rede; a equipe de loja, só as suas lojas.",
};

export type StaffRouteConfig = RouteConfig & { access: StaffRouteAccess };

/**
 * A staff route's declaration: the staff session cookie as its security, the guard's answers
 * (401 without a session, 403 without access or from an untrusted origin, 503 while the
 * database is away) besides the route's own, and who may use it.
 */
export function staffDeclaration<const R extends StaffRouteConfig>(config: R) {
  const { access, ...route } = config;
  const own = route.middleware ? [route.middleware].flat() : [];
  return {
    ...route,
    description: [route.description, ACCESS_NOTES[access]].filter(Boolean).join("\n\n"),
    [STAFF_ACCESS_EXTENSION]: access,
    middleware: access === "hq" ? [requireHq, ...own] : own,
    security: STAFF_SECURITY,
    responses: { ...guardErrors(), ...route.responses },
  } as unknown as Omit<R, "responses" | "access"> & {
    responses: R["responses"] & ReturnType<typeof guardErrors>;
  };
}

/** apiRoute for /api/admin/*, declared as above. */
export function staffRoute<const R extends StaffRouteConfig>(config: R) {
  return apiRoute(staffDeclaration(config));
}
