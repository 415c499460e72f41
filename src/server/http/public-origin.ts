import type { Context, MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** The shop's public origin, set for every request by publicOriginFrom(). */
    publicOrigin: string;
  }
}

/**
 * Every request learns the shop's public origin: PUBLIC_URL, or http://localhost:PORT when it
 * is not set (auth/settings.ts publicOrigin, the same origin invitation links use). Always the
 * configured one, never the request's Host: absolute URLs end up in cached pages (canonical
 * links, link previews, the sitemap), and a forged Host header must not write itself there.
 */
export function publicOriginFrom(origin: string): MiddlewareHandler {
  const clean = origin.replace(/\/+$/, "");
  // Not async: it has nothing to do after the route, so it hands on the route's promise.
  return (c, next) => {
    c.set("publicOrigin", clean);
    return next();
  };
}

/**
 * The origin absolute URLs start with (https://loja.frosty.com.br, no trailing slash). A
 * sub-app used without createApp's middleware falls back to the request's own origin.
 */
export function publicOriginOf(c: Context): string {
  return (c.get("publicOrigin") as string | undefined) ?? new URL(c.req.url).origin;
}
