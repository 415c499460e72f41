import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientIp } from "./client-ip.ts";

function proxies(value: string) {
  const list = parseTrustedProxies(value);
  if (!list) throw new Error(`unparsable: ${value}`);
  return list;
}

describe("parseTrustedProxies", () => {
  it("reads IPs, CIDR ranges and the words loopback and none", () => {
    const list = proxies("loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7");
    expect(list.check("127.0.0.1", "ipv4")).toBe(true);
    expect(list.check("::1", "ipv6")).toBe(true);
    expect(list.check("10.20.30.40", "ipv4")).toBe(true);
    expect(list.check("2001:db8::5", "ipv6")).toBe(true);
    expect(list.check("192.0.2.7", "ipv4")).toBe(true);
    expect(list.check("192.0.2.8", "ipv4")).toBe(false);
    expect(proxies("none").check("127.0.0.1", "ipv4")).toBe(false);
  });

  it("refuses what is not an address or a range", () => {
    for (const value of ["localhost", "10.0.0.0/33", "10.0.0.1/8/2", "::1/129", "10.0.0/8"]) {
      expect(parseTrustedProxies(value), value).toBeNull();
    }
  });
});

describe("resolveClientIp", () => {
  const loopback = proxies("loopback");

  it("uses the socket's peer when it is not a trusted proxy, ignoring the header", () => {
    expect(
      resolveClientIp({
        socketAddress: "198.51.100.4",
        forwardedFor: "1.2.3.4",
        trustedProxies: loopback,
      }),
    ).toBe("198.51.100.4");
  });

  it("takes the client from the hops a trusted proxy appended", () => {
    expect(
      resolveClientIp({
        socketAddress: "127.0.0.1",
        forwardedFor: "6.6.6.6, 198.51.100.4",
        trustedProxies: loopback,
      }),
    ).toBe("198.51.100.4");
    expect(
      resolveClientIp({
        socketAddress: "::ffff:10.0.0.2",
        forwardedFor: "198.51.100.4, 10.0.0.3",
        trustedProxies: proxies("10.0.0.0/8"),
      }),
    ).toBe("198.51.100.4");
  });

  it("falls back to the proxy itself without a header, or at a malformed hop", () => {
    expect(
      resolveClientIp({ socketAddress: "::1", forwardedFor: undefined, trustedProxies: loopback }),
    ).toBe("::1");
    expect(
      resolveClientIp({
        socketAddress: "127.0.0.1",
        forwardedFor: "not-an-ip",
        trustedProxies: loopback,
      }),
    ).toBe("127.0.0.1");
  });

  it("trusts the header of an in-process request, which has no socket", () => {
    expect(
      resolveClientIp({
        socketAddress: undefined,
        forwardedFor: "10.1.2.3",
        trustedProxies: loopback,
      }),
    ).toBe("10.1.2.3");
    expect(
      resolveClientIp({
        socketAddress: undefined,
        forwardedFor: undefined,
        trustedProxies: loopback,
      }),
    ).toBeNull();
  });
});
