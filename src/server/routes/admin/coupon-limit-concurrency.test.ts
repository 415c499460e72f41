import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody, postOrder, readError, setStock } from "#server/testing/orders.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminCoupon } from "#shared/admin-coupons.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

describe("a coupon's usage limit under concurrency", () => {
  it("lets exactly 5 of 50 concurrent orders use a coupon limited to 5", async () => {
    const admin = await signedInStaff(t, { admin: true });
    const create = await admin.browser.request("/api/admin/coupons", {
      method: "POST",
      json: { code: "CINCO", percentOff: 50, usageLimit: 5 },
    });
    expect(create.status).toBe(201);
    await setStock(t, "1", 1000);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, orderBody({ couponCode: "cinco" }))),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(45);
    for (const response of responses.filter((r) => r.status === 422)) {
      expect((await readError(response)).code).toBe("coupon_used_up");
    }
    const coupons = (await (
      await admin.browser.request("/api/admin/coupons")
    ).json()) as AdminCoupon[];
    expect(coupons.find((coupon) => coupon.code === "CINCO")).toMatchObject({
      usageLimit: 5,
      usageCount: 5,
    });
  });
});
