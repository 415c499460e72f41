import type { IncomingMessage } from "node:http";
import type { Context, Handler } from "hono";
import type { Database } from "#server/db/client.ts";
import { errorResponse, notFoundError } from "#server/http/errors.ts";
import { resolveClientIp } from "./client-ip.ts";
import { AUTH_BASE_PATH } from "./create-auth.ts";
import { withPortugueseErrors } from "./error-messages.ts";
import type { AuthSettings } from "./settings.ts";
import { admitSignIn, lockedResponse, settleSignIn } from "./sign-in-throttle.ts";

const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;

/** The peer of the TCP connection; undefined for in-process requests (app.request in tests). */
function socketAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
}

/** The e-mail a sign-in's JSON body names, or null when it names none (Better Auth refuses it). */
async function signInEmail(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === "string" && email.trim() !== "" ? email : null;
  } catch {
    return null;
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("application/json");
}

/** A Better Auth instance as the route sees it: the staff's or the members'. */
interface AuthInstance {
  handler(request: Request): Promise<Response>;
}

/**
 * Hands /api/auth/* (staff) or /api/club/auth/* (Clube Frosty) to its Better Auth instance.
 * Better Auth keys its rate limits by the address it reads from X-Forwarded-For, a header any
 * client can write; so the header it sees is replaced by the one address we resolved ourselves
 * from the socket and the trusted proxies' hops (client-ip.ts). A staff sign-in is also counted
 * per e-mail, from any address (sign-in-throttle.ts). Error messages come back in pt-BR.
 */
export function authHandler(auth: AuthInstance, settings: AuthSettings, db: Database): Handler {
  return async (c) => {
    const email =
      c.req.method === "POST" && c.req.path === SIGN_IN_PATH ? await signInEmail(c.req.raw) : null;
    const ticket = email === null ? null : await admitSignIn(db, email);
    if (ticket && !ticket.allowed) return lockedResponse(ticket.retryAfterSeconds);

    const clientIp = resolveClientIp({
      socketAddress: socketAddress(c),
      forwardedFor: c.req.header("x-forwarded-for"),
      trustedProxies: settings.trustedProxies,
    });
    const headers = new Headers(c.req.raw.headers);
    if (clientIp) headers.set("x-forwarded-for", clientIp);
    else headers.delete("x-forwarded-for");
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (ticket) await settleSignIn(db, ticket.key, response.status);
    // An unknown or disabled auth path gets an empty or plain-text 404 from Better Auth;
    // ours is the JSON one.
    if (response.status === 404 && !isJson(response)) {
      return errorResponse(c, notFoundError());
    }
    return withPortugueseErrors(response);
  };
}
