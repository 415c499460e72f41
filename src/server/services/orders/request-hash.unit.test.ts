import { describe, expect, it } from "vitest";
import { canonicalJson, requestHash } from "./request-hash.ts";

describe("canonicalJson", () => {
  it("sorts keys at every level, keeps array order and leaves undefined out", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
});

describe("requestHash", () => {
  it("is the same for the same request and differs for another", () => {
    const a = requestHash({ storeId: "1", items: [{ productId: "1", quantity: 2 }] });
    const b = requestHash({ items: [{ quantity: 2, productId: "1" }], storeId: "1" });
    const c = requestHash({ storeId: "1", items: [{ productId: "1", quantity: 3 }] });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });
});
