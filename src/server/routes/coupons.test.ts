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
const FROSTY10 = {
  code: "FROSTY10",
  kind: "percent",
  percentOff: 10,
  amountOffCents: null,
  minOrderCents: null,
};

/** The refusal a checkout gets for a coupon that exists but does not apply, and its reason. */
async function refusal(path: string) {
  const response = await t.request(path);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/coupons/:code", () => {
  it("describes the seeded FROSTY10, whatever the case of the code", async () => {
    for (const code of ["FROSTY10", "frosty10", "Frosty10", "%20frosty10%20"]) {
      const response = await t.request(`/api/coupons/${code}`);
      expect(response.status, code).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual(FROSTY10);
    }
  });

  it("answers 'Cupom inválido' for codes that name no switched-on coupon", async () => {
    await t.database.db.insert(coupons).values([
      // Off: nothing more is said, not even that its window has passed.
      { code: "PAUSADO", percentOff: 10, isActive: false },
      { code: "PAUSADOVENCIDO", percentOff: 10, isActive: false, validTo: new Date(0) },
    ]);
    const codes = ["NOPE", "PAUSADO", "PAUSADOVENCIDO", "FROSTY1", "%00", "x".repeat(41), "%25"];
    for (const code of codes) {
      const response = await t.request(`/api/coupons/${code}`);
      expect(response.status, code).toBe(404);
      expect(await response.json()).toEqual(INVALID);
    }
  });

  it("says why a coupon does not apply: its window (days in São Paulo) or its uses", async () => {
    await t.database.db.insert(coupons).values([
      // 26/11 at 23:59:59.999 in São Paulo, the last instant of the day staff chose.
      { code: "ACABOU", percentOff: 10, validTo: new Date("2025-11-27T02:59:59.999Z") },
      { code: "AMANHA", percentOff: 10, validFrom: new Date("2090-12-20T03:00:00Z") },
      { code: "ESGOTADO", percentOff: 10, usageLimit: 2, usageCount: 2 },
    ]);
    expect(await refusal("/api/coupons/acabou")).toEqual({
      status: 422,
      body: { error: { code: "coupon_expired", message: "Cupom expirado em 26/11" } },
    });
    expect(await refusal("/api/coupons/AMANHA")).toEqual({
      status: 422,
      body: { error: { code: "coupon_not_yet_valid", message: "Válido a partir de 20/12" } },
    });
    expect(await refusal("/api/coupons/esgotado")).toEqual({
      status: 422,
      body: {
        error: { code: "coupon_used_up", message: "Este cupom já foi usado o máximo de vezes" },
      },
    });
  });

  it("checks the store, the receiving method and the minimum the checkout names", async () => {
    await t.database.db.insert(coupons).values([
      { code: "SOPE", percentOff: 10, states: ["PE"] },
      { code: "LOJA2", kind: "amount", amountOffCents: 500, storeIds: ["2"], states: ["RJ"] },
      { code: "FRETEGRATIS", kind: "free_delivery" },
      { code: "MINIMO30", kind: "amount", amountOffCents: 300, minOrderCents: 3000 },
    ]);
    const otherStore = {
      status: 422,
      body: { error: { code: "coupon_other_store", message: "Este cupom não vale nesta loja" } },
    };
    expect(await refusal("/api/coupons/sope?storeId=1")).toEqual(otherStore);
    expect(await refusal("/api/coupons/loja2?storeId=1")).toEqual(otherStore);
    expect(await refusal("/api/coupons/sope?storeId=86")).toMatchObject({ status: 200 });
    expect(await refusal("/api/coupons/loja2?storeId=2")).toEqual({
      status: 200,
      body: {
        code: "LOJA2",
        kind: "amount",
        percentOff: null,
        amountOffCents: 500,
        minOrderCents: null,
      },
    });
    expect(await refusal("/api/coupons/fretegratis?storeId=1&deliveryMethod=pickup")).toEqual({
      status: 422,
      body: {
        error: { code: "coupon_delivery_only", message: "Frete grátis vale só para entrega" },
      },
    });
    expect(await refusal("/api/coupons/fretegratis?deliveryMethod=delivery")).toMatchObject({
      status: 200,
      body: { kind: "free_delivery", percentOff: null, amountOffCents: null },
    });
    expect(await refusal("/api/coupons/minimo30?subtotalCents=2999")).toEqual({
      status: 422,
      body: {
        error: {
          code: "coupon_below_minimum",
          message: "Válido para pedidos a partir de R$ 30,00",
        },
      },
    });
    expect(await refusal("/api/coupons/minimo30?subtotalCents=3000")).toMatchObject({
      status: 200,
      body: { minOrderCents: 3000 },
    });
    // A store that does not exist names no coupon's store; bad figures are the query's fault.
    expect(await refusal("/api/coupons/frosty10?storeId=nope")).toEqual({
      status: 404,
      body: INVALID,
    });
    expect((await t.request("/api/coupons/frosty10?subtotalCents=-1")).status).toBe(422);
    expect((await t.request("/api/coupons/frosty10?deliveryMethod=drone")).status).toBe(422);
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
        ...FROSTY10,
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
