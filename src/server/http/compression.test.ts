import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeTestOrder } from "#server/testing/orders.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const acceptsGzip = { headers: { "accept-encoding": "gzip, br" } };

describe("API compression", () => {
  it("compresses the staff's answers, which run long", async () => {
    await placeTestOrder(t);
    const { browser } = await signedInStaff(t, { admin: true });
    const response = await browser.request("/api/admin/orders", acceptsGzip);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("compresses a store's encomenda slots, which every checkout reads on a phone", async () => {
    const response = await t.request("/api/stores/1/schedule?units=3&leadHours=0", acceptsGzip);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const compressed = (await response.arrayBuffer()).byteLength;
    const plain = await t.request("/api/stores/1/schedule?units=3&leadHours=0");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = await plain.text();
    expect(JSON.parse(body).storeId).toBe("1");
    expect(compressed).toBeLessThan(body.length / 5);
  });

  it("sends an order's answer as it is: under a kilobyte, gzip would save no round trip", async () => {
    const placed = await placeTestOrder(t);
    const response = await t.request(`/api/orders/${placed.id}`, {
      headers: { ...acceptsGzip.headers, "x-order-token": placed.accessToken },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    const body = await response.text();
    expect(body.length).toBeLessThan(1400);
    expect(JSON.parse(body).id).toBe(placed.id);
  });
});
