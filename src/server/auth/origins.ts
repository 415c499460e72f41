/** Hosts a developer's browser uses for a server on the same machine. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The origin ("https://host:port") of an Origin or Referer header value; null if it has none. */
export function originOf(value: string | null | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    const { origin } = new URL(value);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export interface OriginPolicy {
  /** PUBLIC_URL's origin: where customers and staff reach the shop. */
  publicOrigin: string;
  /** Development: any http://localhost:<port> (Vite, a second dev server) is the developer's. */
  allowLoopback: boolean;
}

/**
 * Whether a browser request coming from `origin` may act with the staff cookie (CSRF defence).
 * Trusted: PUBLIC_URL's origin; the origin the request itself was addressed to, i.e. a
 * same-origin request (a page on another site cannot make the browser send an Origin equal to
 * our Host, and on a host of its own it would not get our cookie), which is what lets the
 * end-to-end tests run the built server on http://127.0.0.1:<random port> without any
 * setting; and in development any loopback origin.
 */
export function isTrustedOrigin(origin: string, requestUrl: string, policy: OriginPolicy): boolean {
  if (origin === policy.publicOrigin || origin === originOf(requestUrl)) return true;
  if (!policy.allowLoopback) return false;
  const url = new URL(origin);
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}
