import type { RouteConfig } from "@hono/zod-openapi";
import { apiRoute, DATABASE_ERRORS, errors, STAFF_SECURITY } from "#server/http/openapi.ts";

/** What the guard (require-admin.ts) may answer on any staff route, before the route runs. */
const guardErrors = () => errors(401, 403, ...DATABASE_ERRORS);

/**
 * A staff route's declaration: the staff session cookie as its security, and the guard's
 * answers (401 without a session, 403 without the role or from an untrusted origin, 503 while
 * the database is away) besides the route's own.
 */
export function staffDeclaration<const R extends RouteConfig>(config: R) {
  return {
    ...config,
    security: STAFF_SECURITY,
    responses: { ...guardErrors(), ...config.responses },
  } as Omit<R, "responses"> & { responses: R["responses"] & ReturnType<typeof guardErrors> };
}

/** apiRoute for /api/admin/*, declared as above. */
export function staffRoute<const R extends RouteConfig>(config: R) {
  return apiRoute(staffDeclaration(config));
}
