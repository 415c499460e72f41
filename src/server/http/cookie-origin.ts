import type { HonoRequest } from "hono";
import { isTrustedOrigin, type OriginPolicy, originOf } from "#server/auth/origins.ts";
import { ApiError } from "./errors.ts";

/**
 * A request that carries a cookie acts as its session, so it must come from a trusted origin
 * (isTrustedOrigin: the CSRF defence); else 403 invalid_origin. One check for every route a
 * cookie can write with: the staff API, accepting an invitation, deleting a club account. A
 * request without a cookie acts as nobody: its origin does not matter.
 */
export function checkCookieOrigin(req: HonoRequest, policy: OriginPolicy): void {
  if (!req.header("cookie")) return;
  const origin = originOf(req.header("origin") ?? req.header("referer"));
  if (!origin || !isTrustedOrigin(origin, req.url, policy)) {
    throw new ApiError(403, "invalid_origin", "Origem da requisição não permitida");
  }
}
