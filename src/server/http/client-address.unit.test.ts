import { describe, expect, it } from "vitest";
import { addressLimitKey } from "./client-address.ts";

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
