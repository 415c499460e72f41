import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { Context } from "hono";
import { resolveClientIp } from "#server/auth/client-ip.ts";
import type { AuthSettings } from "#server/auth/settings.ts";

/** The peer of the TCP connection; undefined for in-process requests (app.request in tests). */
export function socketAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
}

/** The client's address, through the trusted proxies' X-Forwarded-For (client-ip.ts). */
export function clientAddress(
  c: Context,
  settings: Pick<AuthSettings, "trustedProxies">,
): string | null {
  return resolveClientIp({
    socketAddress: socketAddress(c),
    forwardedFor: c.req.header("x-forwarded-for"),
    trustedProxies: settings.trustedProxies,
  });
}

/**
 * What a rate limit counts an address as: an IPv4 address itself; an IPv6 address by its /64,
 * the block one home or phone is given (a client could otherwise take a new address per
 * request from its own 2^64).
 */
export function addressLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
