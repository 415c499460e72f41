import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * Only what the app really loads: its own scripts, styles and images (plus data: URIs for
 * inline SVG), its own API, and the about page's YouTube (no-cookie) video. Inline style
 * attributes stay allowed for UI primitives that position popovers. Nobody may frame the shop.
 * `inlineScripts` is for the API reference page alone (/api/docs), whose library starts itself
 * from an inline script; it shows no user data.
 */
function contentSecurityPolicy(inlineScripts: boolean): string {
  return [
    "default-src 'self'",
    inlineScripts ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The about page's video, loaded only when the customer clicks its poster.
    "frame-src https://www.youtube-nocookie.com",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every answer's security headers, written out once (hono/secure-headers' defaults, and ours). */
export function securityHeaderList(options: { inlineScripts?: boolean } = {}): [string, string][] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(options.inlineScripts ?? false)],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self)"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}

/**
 * Sets the security headers on every answer; a header a route sets itself wins (the API
 * reference's CSP, an image's Cross-Origin-Resource-Policy).
 *
 * Served by node (@hono/node-server), they go onto node's response before the route runs:
 * node's writeHead lets the route's own headers replace them, and an answer built as a bare
 * Response (Better Auth's) gets them too. Setting them on the fetch Response afterwards, as
 * hono/secure-headers does, took a has() and a set() on an undici Headers per header per
 * request: measured at 15% of the server's CPU on GET /api/catalog, more than Hono's routing
 * and dispatch together. Without node (app.request in tests), they are added to the Response.
 */
export function securityHeaders(options: { inlineScripts?: boolean } = {}): MiddlewareHandler {
  const headers = securityHeaderList(options);
  const names = headers.map(([name]) => name);
  const values = headers.map(([, value]) => value);
  const afterTheRoute: MiddlewareHandler = async (c, next) => {
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
  };
  return (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent) {
      for (let i = 0; i < names.length; i++)
        outgoing.setHeader(names[i] as string, values[i] as string);
      return next();
    }
    return afterTheRoute(c, next);
  };
}
