import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";

/**
 * One line per request: method, path, status and time. Never the query string (an order's
 * events stream carries its access token there), headers (cookies, the order token) or bodies
 * (customers' details); a path segment that looks like a secret (an invitation's token in
 * /api/invitations/<token>) is logged as ":secret".
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  const logged: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
  // At LOG_LEVEL warn or above (the bench's "silent"), a request costs no clock reading, no
  // entry and no path scan (pino would drop the line, but only after they were made), and no
  // await of its own.
  return (c, next) => (logger.isLevelEnabled("info") ? logged(c, next) : next());
}

/**
 * The path with each segment that looks like a random token replaced: 20 characters or more of
 * a token's alphabet mixing upper and lower case (base64url), or a quarter of them digits (hex,
 * UUIDs). Words and slugs ("picole-de-morango") and order ids ("ORD-1732…", 17
 * characters) stay readable.
 */
export function loggablePath(path: string): string {
  return path
    .split("/")
    .map((segment) => (looksLikeSecret(segment) ? ":secret" : segment))
    .join("/");
}

function looksLikeSecret(segment: string): boolean {
  if (segment.length < 20 || !/^[A-Za-z0-9_\-.~%]+$/.test(segment)) return false;
  const digits = segment.replace(/\D/g, "").length;
  const mixedCase = /[a-z]/.test(segment) && /[A-Z]/.test(segment);
  return mixedCase || digits * 4 >= segment.length;
}
