import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "#server/db/schema.ts";
import { orderBody, placeTestOrder, postOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminCoupon, CouponDeleteResult } from "#shared/admin-coupons.ts";
import type { CouponView } from "#shared/orders.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

const post = (body: unknown) =>
  admin.browser.request("/api/admin/coupons", { method: "POST", json: body });
const put = (code: string, body: unknown) =>
  admin.browser.request(`/api/admin/coupons/${code}`, { method: "PUT", json: body });
const remove = (code: string) =>
  admin.browser.request(`/api/admin/coupons/${code}`, { method: "DELETE" });

async function list(): Promise<AdminCoupon[]> {
  const response = await admin.browser.request("/api/admin/coupons");
  expect(response.status).toBe(200);
  return (await response.json()) as AdminCoupon[];
}

async function created(body: unknown): Promise<AdminCoupon> {
  const response = await post(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AdminCoupon;
}

/** What a percent coupon answers about the fields it does not use. */
const PERCENT = {
  kind: "percent",
  amountOffCents: null,
  minOrderCents: null,
  storeIds: null,
  states: null,
};

/** What the checkout's "Aplicar" gets for a code. */
const checkoutLookup = (code: string) => t.request(`/api/coupons/${code}`);

describe("GET /api/admin/coupons", () => {
  it("lists the seeded FROSTY10 with its usage", async () => {
    expect((await list()).find((coupon) => coupon.code === "FROSTY10")).toEqual({
      code: "FROSTY10",
      ...PERCENT,
      percentOff: 10,
      isActive: true,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      usageCount: expect.any(Number),
    });
  });
});

describe("POST /api/admin/coupons", () => {
  it("creates a coupon, upper-cased, that the checkout accepts in any case", async () => {
    const response = await post({ code: " verao20 ", percentOff: 20 });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe("/api/admin/coupons/VERAO20");
    expect(await response.json()).toEqual({
      code: "VERAO20",
      ...PERCENT,
      percentOff: 20,
      isActive: true,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      usageCount: 0,
    });
    const lookup = await checkoutLookup("verao20");
    expect(lookup.status).toBe(200);
    expect((await lookup.json()) as CouponView).toEqual({
      code: "VERAO20",
      kind: "percent",
      percentOff: 20,
      amountOffCents: null,
      minOrderCents: null,
    });

    // 1 × R$ 8,99: 20 % is R$ 1,80.
    const order = await placeTestOrder(t, orderBody({ couponCode: "Verao20" }));
    expect(order).toMatchObject({ couponCode: "VERAO20", discountCents: 180 });
    expect((await list()).find((c) => c.code === "VERAO20")?.usageCount).toBe(1);
  });

  it("keeps every field it is given", async () => {
    const coupon = await created({
      code: "NATAL2030",
      percentOff: 25,
      isActive: false,
      validFrom: "2030-12-01T00:00:00-03:00",
      validTo: "2030-12-25T23:59:59.999-03:00",
      usageLimit: 100,
    });
    expect(coupon).toEqual({
      code: "NATAL2030",
      ...PERCENT,
      percentOff: 25,
      isActive: false,
      validFrom: "2030-12-01T03:00:00.000Z",
      validTo: "2030-12-26T02:59:59.999Z",
      usageLimit: 100,
      usageCount: 0,
    });
  });

  it("refuses a code that exists, in any case, with 409", async () => {
    const response = await post({ code: "frosty10", percentOff: 50 });
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      code: "coupon_exists",
      message: "Já existe um cupom com este código",
      issues: [{ path: ["code"], message: "Já existe um cupom com este código" }],
    });
    const [seeded] = await t.database.db.select().from(coupons).where(eq(coupons.code, "FROSTY10"));
    expect(seeded?.percentOff).toBe(10);
  });

  it("lets exactly one of two concurrent creates of a code win", async () => {
    const responses = await Promise.all([
      post({ code: "DUPLO", percentOff: 5 }),
      post({ code: "duplo", percentOff: 6 }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ percentOff: 10 }, "code", "Informe o código do cupom"],
    [
      { code: "AB", percentOff: 10 },
      "code",
      "Código inválido: use de 3 a 30 letras (A-Z) ou números",
    ],
    [
      { code: "A".repeat(31), percentOff: 10 },
      "code",
      "Código inválido: use de 3 a 30 letras (A-Z) ou números",
    ],
    [
      { code: "VERÃO", percentOff: 10 },
      "code",
      "Código inválido: use de 3 a 30 letras (A-Z) ou números",
    ],
    [
      { code: "MEIA-NOITE", percentOff: 10 },
      "code",
      "Código inválido: use de 3 a 30 letras (A-Z) ou números",
    ],
    [{ code: "SEMPCT" }, "percentOff", "Informe o desconto em % deste cupom"],
    [
      { code: "SEMREAIS", kind: "amount" },
      "amountOffCents",
      "Informe o desconto em reais deste cupom",
    ],
    [
      { code: "MISTO", percentOff: 10, amountOffCents: 500 },
      "amountOffCents",
      "Um cupom de desconto em % não tem desconto em reais",
    ],
    [
      { code: "REAISPCT", kind: "amount", amountOffCents: 500, percentOff: 10 },
      "percentOff",
      "Um cupom de desconto em reais não tem desconto em %",
    ],
    [
      { code: "FRETEPCT", kind: "free_delivery", amountOffCents: 500 },
      "amountOffCents",
      "Um cupom de frete grátis não tem desconto em % nem em reais",
    ],
    [
      { code: "TIPO", kind: "leve3pague2", percentOff: 10 },
      "kind",
      "Tipo de cupom: use percent (%), amount (R$) ou free_delivery (frete grátis)",
    ],
    [
      { code: "REAISZERO", kind: "amount", amountOffCents: 0 },
      "amountOffCents",
      "O desconto em reais deve ser maior que zero",
    ],
    [
      { code: "REAISFRACAO", kind: "amount", amountOffCents: 5.5 },
      "amountOffCents",
      "Desconto em reais: informe o valor em centavos (número inteiro)",
    ],
    [
      { code: "MINNEG", percentOff: 10, minOrderCents: -1 },
      "minOrderCents",
      "O pedido mínimo não pode ser negativo",
    ],
    [{ code: "ZERO", percentOff: 0 }, "percentOff", "O desconto vai de 1% a 100%"],
    [{ code: "MUITO", percentOff: 101 }, "percentOff", "O desconto vai de 1% a 100%"],
    [
      { code: "FRACAO", percentOff: 12.5 },
      "percentOff",
      "Desconto: informe um número inteiro de 1 a 100",
    ],
    [
      { code: "TEXTO", percentOff: "10" },
      "percentOff",
      "Desconto: informe um número inteiro de 1 a 100",
    ],
    [
      { code: "ATIVO", percentOff: 10, isActive: "sim" },
      "isActive",
      "Informe se o cupom está ativo (true ou false)",
    ],
    [
      { code: "LIMITE", percentOff: 10, usageLimit: 0 },
      "usageLimit",
      "O limite de usos deve ser pelo menos 1",
    ],
    [
      { code: "DATA", percentOff: 10, validFrom: "amanhã" },
      "validFrom",
      "Data inválida: use o formato ISO 8601 com fuso",
    ],
    [
      { code: "SEMFUSO", percentOff: 10, validTo: "2030-01-01T00:00:00" },
      "validTo",
      "Data inválida: use o formato ISO 8601 com fuso",
    ],
    [
      {
        code: "INVERTIDO",
        percentOff: 10,
        validFrom: "2030-02-01T00:00:00Z",
        validTo: "2030-01-01T00:00:00Z",
      },
      "validTo",
      "O início da validade deve ser antes do fim",
    ],
  ])("refuses %j with 422 on %s", async (body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path: [field], message });
  });

  it("keeps R$ off, free delivery, a minimum and a scope by stores and states", async () => {
    const amount = await created({
      code: "CINCOREAIS",
      kind: "amount",
      amountOffCents: 500,
      minOrderCents: 3000,
      storeIds: ["2", "1", "2"],
      states: ["PE"],
    });
    expect(amount).toMatchObject({
      kind: "amount",
      percentOff: null,
      amountOffCents: 500,
      minOrderCents: 3000,
      storeIds: ["2", "1"],
      states: ["PE"],
    });
    // An empty list is no restriction.
    const free = await created({ code: "FRETE", kind: "free_delivery", storeIds: [], states: [] });
    expect(free).toMatchObject({
      kind: "free_delivery",
      percentOff: null,
      amountOffCents: null,
      storeIds: null,
      states: null,
    });
  });

  it("refuses an unknown state and an unknown store, naming which", async () => {
    const state = await post({ code: "UFX", percentOff: 10, states: ["PE", "XX"] });
    expect(state.status).toBe(422);
    expect((await readError(state)).issues).toContainEqual({
      path: ["states", 1],
      message: "Estado desconhecido: use a sigla (UF), como PE",
    });
    const store = await post({ code: "LOJAX", percentOff: 10, storeIds: ["1", "nope"] });
    expect(store.status).toBe(422);
    expect(await readError(store)).toEqual({
      code: "validation_failed",
      message: "Loja desconhecida: nope",
      issues: [{ path: ["storeIds", 1], message: "Loja desconhecida: nope" }],
    });
    expect((await list()).some((c) => ["UFX", "LOJAX"].includes(c.code))).toBe(false);
    const edit = await put("FROSTY10", { storeIds: ["nope"] });
    expect(edit.status).toBe(422);
    expect((await readError(edit)).message).toBe("Loja desconhecida: nope");
  });

  it("refuses a usage count sent by the client: the server keeps it", async () => {
    const response = await post({ code: "CONTADO", percentOff: 10, usageCount: 5 });
    expect(response.status).toBe(422);
    expect((await readError(response)).issues?.[0]?.path).toEqual([]);
    expect((await list()).some((c) => c.code === "CONTADO")).toBe(false);
  });

  it("answers malformed JSON with 400 and a non-JSON body with 415", async () => {
    const malformed = await admin.browser.request("/api/admin/coupons", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    const text = await admin.browser.request("/api/admin/coupons", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "code=X",
    });
    expect(text.status).toBe(415);
  });
});

describe("PUT /api/admin/coupons/:code", () => {
  it("switches a coupon off and on: the checkout follows at once", async () => {
    await created({ code: "LIGADESLIGA", percentOff: 15 });
    const off = await put("ligadesliga", { isActive: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as AdminCoupon).isActive).toBe(false);
    expect((await checkoutLookup("LIGADESLIGA")).status).toBe(404);
    const refused = await postOrder(t, orderBody({ couponCode: "ligadesliga" }));
    expect(refused.status).toBe(422);
    expect((await readError(refused)).message).toBe("Cupom inválido");

    expect((await put("LIGADESLIGA", { isActive: true })).status).toBe(200);
    expect((await checkoutLookup("ligadesliga")).status).toBe(200);
  });

  it("changes the percentage, validity and limit, leaving other fields be", async () => {
    await created({ code: "EDITAVEL", percentOff: 10, usageLimit: 5 });
    const response = await put("EDITAVEL", {
      percentOff: 30,
      validFrom: "2020-01-01T00:00:00Z",
      validTo: "2099-01-01T00:00:00Z",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: "EDITAVEL",
      ...PERCENT,
      percentOff: 30,
      isActive: true,
      validFrom: "2020-01-01T00:00:00.000Z",
      validTo: "2099-01-01T00:00:00.000Z",
      usageLimit: 5,
      usageCount: 0,
    });
    const cleared = await put("EDITAVEL", { validFrom: null, validTo: null, usageLimit: null });
    expect(await cleared.json()).toMatchObject({
      validFrom: null,
      validTo: null,
      usageLimit: null,
    });
  });

  it("makes an expired or not yet valid coupon say so at the checkout", async () => {
    await created({ code: "JANELA", percentOff: 10 });
    await put("JANELA", { validTo: "2020-01-01T00:00:00Z" });
    const expired = await checkoutLookup("JANELA");
    expect(expired.status).toBe(422);
    // Midnight UTC is still 31/12 in São Paulo.
    expect((await readError(expired)).message).toBe("Cupom expirado em 31/12");
    await put("JANELA", { validFrom: "2090-01-01T03:00:00Z", validTo: null });
    const early = await checkoutLookup("JANELA");
    expect(early.status).toBe(422);
    expect((await readError(early)).message).toBe("Válido a partir de 01/01");
    await put("JANELA", { validFrom: null });
    expect((await checkoutLookup("JANELA")).status).toBe(200);
  });

  it("changes the kind with its value, and checks a value against the kind it keeps", async () => {
    await created({ code: "MUDATIPO", percentOff: 10 });
    const toAmount = await put("MUDATIPO", { kind: "amount", amountOffCents: 700 });
    expect(toAmount.status).toBe(200);
    expect(await toAmount.json()).toMatchObject({
      kind: "amount",
      percentOff: null,
      amountOffCents: 700,
    });
    const withoutValue = await put("MUDATIPO", { kind: "percent" });
    expect(withoutValue.status).toBe(422);
    expect((await readError(withoutValue)).issues).toContainEqual({
      path: ["percentOff"],
      message: "Informe o desconto em % deste cupom",
    });
    const percentOnAmount = await put("MUDATIPO", { percentOff: 15 });
    expect(percentOnAmount.status).toBe(422);
    expect(await readError(percentOnAmount)).toMatchObject({
      message: "Um cupom de desconto em reais não tem desconto em %",
      issues: [
        { path: ["percentOff"], message: "Um cupom de desconto em reais não tem desconto em %" },
      ],
    });
    const toFree = await put("MUDATIPO", {
      kind: "free_delivery",
      minOrderCents: 2500,
      states: ["PE"],
    });
    expect(await toFree.json()).toMatchObject({
      kind: "free_delivery",
      percentOff: null,
      amountOffCents: null,
      minOrderCents: 2500,
      states: ["PE"],
    });
  });

  it("checks the validity window against the stored end it keeps", async () => {
    await created({ code: "FIMFIXO", percentOff: 10, validTo: "2030-01-01T00:00:00Z" });
    const response = await put("FIMFIXO", { validFrom: "2031-01-01T00:00:00Z" });
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      code: "validation_failed",
      message: "O início da validade deve ser antes do fim",
    });
  });

  it("refuses a limit below the uses already made, and takes one equal to them", async () => {
    await created({ code: "USADO", percentOff: 10 });
    await placeTestOrder(t, orderBody({ couponCode: "USADO" }));
    await placeTestOrder(t, orderBody({ couponCode: "USADO" }));
    const below = await put("USADO", { usageLimit: 1 });
    expect(below.status).toBe(422);
    expect(await readError(below)).toEqual({
      code: "validation_failed",
      message: "O limite de usos não pode ser menor que os 2 usos já feitos",
      issues: [
        {
          path: ["usageLimit"],
          message: "O limite de usos não pode ser menor que os 2 usos já feitos",
        },
      ],
    });
    const equal = await put("USADO", { usageLimit: 2 });
    expect(equal.status).toBe(200);
    expect(await equal.json()).toMatchObject({ usageLimit: 2, usageCount: 2 });
    // Now used up: the checkout refuses it, saying why.
    const usedUp = await checkoutLookup("USADO");
    expect(usedUp.status).toBe(422);
    expect(await readError(usedUp)).toEqual({
      code: "coupon_used_up",
      message: "Este cupom já foi usado o máximo de vezes",
    });
  });

  it("refuses an empty change, unknown fields and the code itself", async () => {
    for (const body of [{}, { usageCount: 0 }, { code: "OUTRO" }, { percentOff: 0 }]) {
      const response = await put("FROSTY10", body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("answers an unknown or impossible code with 404", async () => {
    for (const code of ["NAOEXISTE", "x", "%C3%A7%C3%A3o", "A".repeat(40)]) {
      const response = await put(code, { isActive: false });
      expect(response.status, code).toBe(404);
      expect(await readError(response)).toEqual({
        code: "coupon_not_found",
        message: "Cupom não encontrado",
      });
    }
  });
});

describe("DELETE /api/admin/coupons/:code", () => {
  it("deletes a coupon nobody used", async () => {
    await created({ code: "APAGAR", percentOff: 10 });
    const response = await remove("apagar");
    expect(response.status).toBe(200);
    expect((await response.json()) as CouponDeleteResult).toEqual({
      outcome: "deleted",
      code: "APAGAR",
    });
    expect((await list()).some((c) => c.code === "APAGAR")).toBe(false);
    expect((await checkoutLookup("APAGAR")).status).toBe(404);
    // The code is free again.
    expect((await post({ code: "APAGAR", percentOff: 5 })).status).toBe(201);
  });

  it("switches a used coupon off instead, keeping it for its orders", async () => {
    await created({ code: "HISTORICO", percentOff: 10 });
    await placeTestOrder(t, orderBody({ couponCode: "HISTORICO" }));
    const response = await remove("HISTORICO");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      outcome: "deactivated",
      coupon: expect.objectContaining({ code: "HISTORICO", isActive: false, usageCount: 1 }),
    });
    expect((await list()).find((c) => c.code === "HISTORICO")?.isActive).toBe(false);
    expect((await checkoutLookup("HISTORICO")).status).toBe(404);
  });

  it("answers an unknown code with 404", async () => {
    const response = await remove("SUMIU");
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe("coupon_not_found");
  });
});
