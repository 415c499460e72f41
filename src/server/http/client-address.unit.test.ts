import { describe, expect, it } from "vitest";
import { addressHoldKeys, addressLimitKey } from "./client-address.ts";

describe("addressLimitKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    expect(addressLimitKey("2001:db8:0:1::1")).toBe(key);
    expect(addressLimitKey("2001:0db8:0000:0001:abcd:ef01:2345:6789")).toBe(key);
    expect(addressLimitKey("2001:DB8:0:1:ffff::")).toBe(key);
    expect(addressLimitKey("2001:db8:0:2::1")).not.toBe(key);
    expect(addressLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(addressLimitKey("fe80::")).toBe("fe80:0:0:0::/64");
  });
});

describe("addressHoldKeys", () => {
  it("counts an IPv4 address by itself only", () => {
    expect(addressHoldKeys("203.0.113.7")).toEqual({
      address: "203.0.113.7",
      block56: null,
      block48: null,
    });
  });

  it("counts an IPv6 client by its /64, /56 and /48, from the address or its /64 key", () => {
    const keys = {
      address: "2001:db8:7:1234::/64",
      block56: "2001:db8:7:1200::/56",
      block48: "2001:db8:7::/48",
    };
    expect(addressHoldKeys("2001:db8:7:1234::9")).toEqual(keys);
    expect(addressHoldKeys(addressLimitKey("2001:0DB8:0007:1234:ffff::1"))).toEqual(keys);
    // Another /64 of the same /56; another /56 of the same /48; another /48.
    expect(addressHoldKeys("2001:db8:7:12ff::1").block56).toBe(keys.block56);
    expect(addressHoldKeys("2001:db8:7:1300::1")).toMatchObject({
      block56: "2001:db8:7:1300::/56",
      block48: keys.block48,
    });
    expect(addressHoldKeys("2001:db8:8:1234::1").block48).toBe("2001:db8:8::/48");
  });
});
