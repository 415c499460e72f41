/**
 * Where the server agrees to POST a push message. The endpoint comes from the customer, so it is
 * a URL of their choosing that the server will call: restricted to the browsers' push services
 * (https on the default port), never an address inside the shop's network. Tests and
 * development may add this machine's loopback, where they play the push service.
 */

/** Chrome, Edge's Chromium, Samsung, Opera (FCM); Firefox (autopush); Safari; legacy Edge (WNS). */
const PUSH_SERVICE_DOMAINS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isAllowedPushEndpoint(
  endpoint: string,
  options: { allowLocalEndpoints: boolean },
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (options.allowLocalEndpoints && LOOPBACK_HOSTS.has(host)) {
    return url.protocol === "http:" || url.protocol === "https:";
  }
  if (url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
