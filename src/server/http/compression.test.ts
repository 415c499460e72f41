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
