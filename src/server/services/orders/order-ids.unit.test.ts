import { describe, expect, it } from "vitest";
import { newAccessToken, OrderIdClock } from "./order-ids.ts";

describe("OrderIdClock", () => {
  it("follows the clock, and moves one millisecond on when the clock stands still", () => {
    let now = 1_700_000_000_000;
    const clock = new OrderIdClock(() => now);
    expect([clock.next(), clock.next(), clock.next()]).toEqual([
      "ORD-1700000000000",
      "ORD-1700000000001",
      "ORD-1700000000002",
    ]);
    now += 10;
    expect(clock.next()).toBe("ORD-1700000000010");
    now -= 5; // the clock stepped back: ids still never repeat
    expect(clock.next()).toBe("ORD-1700000000011");
  });
});

describe("newAccessToken", () => {
  it("is 32 random bytes in base64url", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newAccessToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });
});
