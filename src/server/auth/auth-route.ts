import type { IncomingMessage } from "node:http";
import type { Context, Handler } from "hono";
import { errorResponse, notFoundError } from "#server/http/errors.ts";
import { resolveClientIp } from "./client-ip.ts";
import type { Auth } from "./create-auth.ts";
import { withPortugueseErrors } from "./error-messages.ts";
import type { AuthSettings } from "./settings.ts";

/** The peer of the TCP connection; undefined for in-process requests (app.request in tests). */
function socketAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
}

/**
 * Hands /api/auth/* to Better Auth. Better Auth keys its rate limits by the address it reads
 * from X-Forwarded-For, a header any client can write; so the header it sees is replaced by
 * the one address we resolved ourselves from the socket and the trusted proxies' hops
 * (client-ip.ts). Error messages come back in pt-BR.
 */
export function authHandler(auth: Auth, settings: AuthSettings): Handler {
  return async (c) => {
    const clientIp = resolveClientIp({
      socketAddress: socketAddress(c),
      forwardedFor: c.req.header("x-forwarded-for"),
      trustedProxies: settings.trustedProxies,
    });
    const headers = new Headers(c.req.raw.headers);
    if (clientIp) headers.set("x-forwarded-for", clientIp);
    else headers.delete("x-forwarded-for");
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    // An unknown /api/auth path gets an empty 404 from Better Auth; ours is the JSON one.
    if (response.status === 404 && !response.headers.get("content-type")) {
      return errorResponse(c, notFoundError());
    }
    return withPortugueseErrors(response);
  };
}
