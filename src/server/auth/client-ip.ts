import { BlockList, isIP } from "node:net";

/** Loopback: a reverse proxy on the same machine (nginx, Caddy) or a local test browser. */
const LOOPBACK = ["127.0.0.0/8", "::1/128"];

/**
 * The proxies whose X-Forwarded-For is believed, from TRUSTED_PROXIES: a comma-separated list
 * of IPs and CIDR ranges, plus the words `loopback` and `none`. Null when an entry is neither.
 */
export function parseTrustedProxies(value: string): BlockList | null {
  const list = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim().toLowerCase())) {
    if (entry === "" || entry === "none") continue;
    const ranges = entry === "loopback" ? LOOPBACK : [entry];
    for (const range of ranges) if (!addRange(list, range)) return null;
  }
  return list;
}

function addRange(list: BlockList, range: string): boolean {
  const [address = "", prefixText, ...rest] = range.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/** "::ffff:10.0.0.1" (an IPv4 client of a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string | null {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1];
  const candidate = mapped ?? trimmed;
  return isIP(candidate) === 0 ? null : candidate;
}

function isTrusted(proxies: BlockList, address: string): boolean {
  return proxies.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address, for rate limits and the session record. The hops are the
 * X-Forwarded-For entries followed by the socket's peer; walking them from the right, every
 * trusted proxy is skipped and the first other address is the client. A client that sends
 * its own X-Forwarded-For straight to us gains nothing: its socket address is not a trusted
 * proxy, so the header is not read. A malformed hop stops the walk at the proxy that reported it.
 *
 * `socketAddress` is undefined only for in-process requests (tests calling app.request), which
 * are treated as if a trusted proxy had forwarded them.
 */
export function resolveClientIp(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustedProxies: BlockList;
}): string | null {
  const forwarded = (options.forwardedFor ?? "").split(",").filter((hop) => hop.trim() !== "");
  const hops =
    options.socketAddress === undefined ? forwarded : [...forwarded, options.socketAddress];
  let nearest: string | null = null;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = plainAddress(hops[index] ?? "");
    if (hop === null) return nearest;
    if (!isTrusted(options.trustedProxies, hop)) return hop;
    nearest = hop;
  }
  // Every hop is a trusted proxy: the first one is as close to the client as we can tell.
  return nearest;
}
