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

/** An IPv6 address's eight 16-bit groups ("::" expanded). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0"), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16));
}

const hex = (groups: readonly number[]) => groups.map((group) => group.toString(16)).join(":");

/**
 * What a rate limit counts an address as: an IPv4 address itself; an IPv6 address by its /64,
 * the block one home or phone is given (a client could otherwise take a new address per
 * request from its own 2^64).
 */
export function addressLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${hex(ipv6Groups(address).slice(0, 4))}::/64`;
}

/** The keys one client's held units count under, each with its own cap (OrderLimits). */
export interface AddressHoldKeys {
  /** addressLimitKey: an IPv4 address, or an IPv6 /64. */
  address: string;
  /** The IPv6 /56 and /48 the /64 is in; null for IPv4. */
  block56: string | null;
  block48: string | null;
}

/**
 * The keys an address (or its addressLimitKey) holds stock under: its own key and, for IPv6,
 * the /56 and the /48 around its /64, since a client given a /56 or a /48 can take a new /64
 * for every order (a /48 is 65,536 of them). An IPv4 address is counted by itself only: many
 * customers share one carrier's address, and none can invent another.
 */
export function addressHoldKeys(addressOrKey: string): AddressHoldKeys {
  const address = addressOrKey.replace(/\/\d+$/, "");
  if (isIP(address) !== 6) return { address, block56: null, block48: null };
  const [a = 0, b = 0, c = 0, d = 0] = ipv6Groups(address);
  return {
    address: `${hex([a, b, c, d])}::/64`,
    block56: `${hex([a, b, c, d & 0xff00])}::/56`,
    block48: `${hex([a, b, c])}::/48`,
  };
}
