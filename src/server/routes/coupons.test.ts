import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const INVALID = { error: { code: "invalid_coupon", message: "Cupom inválido" } };

describe("GET /api/coupons/:code", () => {
  it("describes the seeded FROSTY10, whatever the case of the code", async () => {
    for (const code of ["FROSTY10", "frosty10", "Frosty10", "%20frosty10%20"]) {
      const response = await t.request(`/api/coupons/${code}`);
      expect(response.status, code).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ code: "FROSTY10", percentOff: 10 });
    }
  });

  it("answers 'Cupom inválido' for codes that name no usable coupon", async () => {
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(coupons).values([
      { code: "PAUSADO", percentOff: 10, isActive: false },
      { code: "ACABOU", percentOff: 10, validTo: new Date(Date.now() - day) },
      { code: "AMANHA", percentOff: 10, validFrom: new Date(Date.now() + day) },
      { code: "ESGOTADO", percentOff: 10, usageLimit: 2, usageCount: 2 },
    ]);
    const codes = [
      "NOPE",
      "PAUSADO",
      "ACABOU",
      "AMANHA",
      "ESGOTADO",
      "FROSTY1",
      "%00",
      "x".repeat(41),
      "%25",
    ];
    for (const code of codes) {
      const response = await t.request(`/api/coupons/${code}`);
      expect(response.status, code).toBe(404);
      expect(await response.json()).toEqual(INVALID);
    }
  });

  it("answers an empty code the same way", async () => {
    const response = await t.request("/api/coupons/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(INVALID);
  });

  it("is seeded once, and re-seeding keeps what staff changed", async () => {
    await t.database.db
      .update(coupons)
      .set({ percentOff: 15, usageCount: 7 })
      .where(eq(coupons.code, "FROSTY10"));
    try {
      await seedDatabase(t.database.db);
      const rows = await t.database.db.select().from(coupons).where(eq(coupons.code, "FROSTY10"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ percentOff: 15, usageCount: 7, isActive: true });
      expect(await (await t.request("/api/coupons/frosty10")).json()).toEqual({
        code: "FROSTY10",
        percentOff: 15,
      });
    } finally {
      await t.database.db
        .update(coupons)
        .set({ percentOff: 10, usageCount: 0 })
        .where(eq(coupons.code, "FROSTY10"));
    }
  });
});
