import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coupons,
  orderItems,
  orders,
  productAddons,
  products,
  productVariations,
  stores,
} from "#server/db/schema.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
  stockOf,
} from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

async function couponUses(code: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ uses: coupons.usageCount })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row?.uses;
}

describe("POST /api/orders", () => {
  it("places a delivery order with a coupon, priced by the server to the cent", async () => {
    await setStock(t, "1", 100);
    await setStock(t, "2", 100);
    const usesBefore = await couponUses("FROSTY10");
    const before = Date.now();

    const response = await postOrder(
      t,
      orderBody({
        items: [
          { productId: "1", size: "medio", addonIds: [], quantity: 2 },
          { productId: "2", size: "medio", addonIds: [], quantity: 1 },
        ],
        customer: { cpf: "123.456.789-09" },
        couponCode: "FROSTY10",
      }),
    );

    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const order = (await response.json()) as OrderView;
    expect(response.headers.get("location")).toBe(`/api/orders/${order.id}`);
    expect(order).toMatchObject({
      status: "pending",
      subtotalCents: 2697,
      discountCents: 270,
      deliveryFeeCents: 500,
      totalCents: 2927,
      couponCode: "FROSTY10",
      deliveryMethod: "delivery",
      paymentMethod: "test",
      customer: {
        name: "Maria da Silva",
        phone: "(81) 99999-0000",
        cpf: "123.456.789-09",
        address: "Av. Paulista, 1000 - Bela Vista, São Paulo/SP - CEP 01310-200",
      },
      delivery: {
        cep: "01310200",
        street: "Av. Paulista",
        number: "1000",
        complement: null,
        neighbourhood: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        etaMinutes: 30,
      },
      payment: { changeForCents: null, cardType: null, pix: null, confirmedAt: null },
      store: {
        id: "1",
        name: "Frosty Paulista",
        address: "Av. Paulista, 1578 - Bela Vista",
        city: "São Paulo",
        state: "SP",
        timeZone: "America/Sao_Paulo",
      },
      // An order for now.
      schedule: null,
    });
    expect(order.items).toEqual([
      {
        productId: "1",
        name: "Picolé de Cajá",
        imageUrl: "/images/products/1.svg",
        size: "medio",
        addons: [],
        quantity: 2,
        boxParts: null,
        unitPriceCents: 899,
        lineTotalCents: 1798,
      },
      {
        productId: "2",
        name: "Picolé de Umbu",
        imageUrl: "/images/products/2.svg",
        size: "medio",
        addons: [],
        quantity: 1,
        boxParts: null,
        unitPriceCents: 899,
        lineTotalCents: 899,
      },
    ]);
    expect(order.id).toMatch(/^ORD-\d{13,}$/);
    expect(Number(order.id.slice(4))).toBeGreaterThanOrEqual(before);
    expect(order.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);

    // What was stored, and what it took from stock and from the coupon.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ totalCents: 2927, status: "pending", version: 1 });
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => [line.position, line.productId, line.quantity])).toEqual([
      [1, "1", 2],
      [2, "2", 1],
    ]);
    expect(await stockOf(t, "1")).toBe(98);
    expect(await stockOf(t, "2")).toBe(99);
    expect(await couponUses("FROSTY10")).toBe((usesBefore ?? 0) + 1);
  });

  it("charges no delivery fee for pickup and keeps no address", async () => {
    const order = await placeTestOrder(t, orderBody({ deliveryMethod: "pickup" }));
    expect(order).toMatchObject({
      subtotalCents: 899,
      discountCents: 0,
      deliveryFeeCents: 0,
      totalCents: 899,
      couponCode: null,
      deliveryMethod: "pickup",
      customer: { address: null, cpf: null },
      delivery: null,
    });
  });

  it("ignores every price the client sends", async () => {
    const body = orderBody({ couponCode: "FROSTY10" });
    const tampered = {
      ...body,
      items: body.items.map((item) => ({
        ...item,
        quantity: 3,
        basePriceCents: 1,
        unitPriceCents: 1,
        lineTotalCents: 3,
      })),
      subtotalCents: 3,
      discountCents: 3,
      deliveryFeeCents: 0,
      totalCents: 1,
    };
    const order = await placeTestOrder(t, tampered);
    expect(order.items[0]).toMatchObject({ unitPriceCents: 899, lineTotalCents: 2697 });
    expect(order).toMatchObject({
      subtotalCents: 2697,
      discountCents: 270,
      deliveryFeeCents: 500,
      totalCents: 2927,
    });
  });

  it("prices sizes and add-ons from the database", async () => {
    const db = t.database.db;
    await db
      .insert(productVariations)
      .values({ productId: "3", size: "grande", priceModifierCents: 200 });
    await db.insert(productAddons).values([
      { id: "calda-3", productId: "3", name: "Calda de chocolate", priceCents: 150 },
      { id: "granulado-3", productId: "3", name: "Granulado", priceCents: 75 },
    ]);
    const order = await placeTestOrder(
      t,
      orderBody({
        items: [
          { productId: "3", size: "grande", addonIds: ["granulado-3", "calda-3"], quantity: 2 },
        ],
        deliveryMethod: "pickup",
      }),
    );
    expect(order.items[0]).toMatchObject({
      size: "grande",
      addons: [
        { id: "granulado-3", name: "Granulado", priceCents: 75 },
        { id: "calda-3", name: "Calda de chocolate", priceCents: 150 },
      ],
      unitPriceCents: 899 + 200 + 75 + 150,
      lineTotalCents: 2 * 1324,
    });
    expect(order.totalCents).toBe(2648);
  });

  it("accepts the coupon in any case and stores it upper-case", async () => {
    const order = await placeTestOrder(t, orderBody({ couponCode: "  frosty10 " }));
    expect(order).toMatchObject({ couponCode: "FROSTY10", discountCents: 90, totalCents: 1309 });
  });

  it("refuses a coupon past its usage limit, and never counts a refused order's use", async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: "UMAVEZ", percentOff: 50, isActive: true, usageLimit: 1 });
    const first = await placeTestOrder(t, orderBody({ couponCode: "umavez" }));
    expect(first).toMatchObject({ couponCode: "UMAVEZ", discountCents: 450 });

    const second = await postOrder(t, orderBody({ couponCode: "UMAVEZ" }));
    expect(second.status).toBe(422);
    expect(await readError(second)).toEqual({
      code: "coupon_used_up",
      message: "Este cupom já foi usado o máximo de vezes",
      issues: [{ path: ["couponCode"], message: "Este cupom já foi usado o máximo de vezes" }],
    });
    expect(await couponUses("UMAVEZ")).toBe(1);
  });

  it("refuses inactive, expired and not yet valid coupons, saying why", async () => {
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(coupons).values([
      { code: "DESLIGADO", percentOff: 10, isActive: false },
      { code: "VENCIDO", percentOff: 10, validTo: new Date("2025-11-27T02:59:59.999Z") },
      { code: "FUTURO", percentOff: 10, validFrom: new Date("2090-12-20T03:00:00Z") },
      {
        code: "NOPRAZO",
        percentOff: 5,
        validFrom: new Date(Date.now() - day),
        validTo: new Date(Date.now() + day),
      },
    ]);
    const refusals = [
      ["NOPE", "invalid_coupon", "Cupom inválido"],
      ["DESLIGADO", "invalid_coupon", "Cupom inválido"],
      ["VENCIDO", "coupon_expired", "Cupom expirado em 26/11"],
      ["FUTURO", "coupon_not_yet_valid", "Válido a partir de 20/12"],
    ];
    for (const [code, errorCode, message] of refusals) {
      const response = await postOrder(t, orderBody({ couponCode: code }));
      expect(response.status, code).toBe(422);
      expect(await readError(response)).toEqual({
        code: errorCode,
        message,
        issues: [{ path: ["couponCode"], message }],
      });
    }
    const order = await placeTestOrder(t, orderBody({ couponCode: "NOPRAZO" }));
    expect(order.discountCents).toBe(45);
  });

  it("takes R$ off the products (never more than they cost), and the fee for free delivery", async () => {
    await t.database.db.insert(coupons).values([
      { code: "CINCOREAIS", kind: "amount", amountOffCents: 500 },
      { code: "VINTEREAIS", kind: "amount", amountOffCents: 2000 },
      { code: "FRETEZERO", kind: "free_delivery" },
    ]);
    // 1 × R$ 8,99 + R$ 5,00 delivery.
    const amount = await placeTestOrder(
      t,
      orderBody({ couponCode: "cincoreais", expectedTotalCents: 899 }),
    );
    expect(amount).toMatchObject({ subtotalCents: 899, discountCents: 500, totalCents: 899 });
    const capped = await placeTestOrder(t, orderBody({ couponCode: "VINTEREAIS" }));
    expect(capped).toMatchObject({ discountCents: 899, deliveryFeeCents: 500, totalCents: 500 });
    const free = await placeTestOrder(t, orderBody({ couponCode: "fretezero" }));
    expect(free).toMatchObject({ discountCents: 500, deliveryFeeCents: 500, totalCents: 899 });
    // The total the checkout showed is checked with the discount.
    const stale = await postOrder(
      t,
      orderBody({ couponCode: "FRETEZERO", expectedTotalCents: 1399 }),
    );
    expect(stale.status).toBe(409);
    expect(await readError(stale)).toMatchObject({
      code: "price_changed",
      priceChange: { discountCents: 500, totalCents: 899 },
    });
    const pickup = await postOrder(
      t,
      orderBody({ couponCode: "FRETEZERO", deliveryMethod: "pickup", deliveryAddress: undefined }),
    );
    expect(pickup.status).toBe(422);
    expect(await readError(pickup)).toEqual({
      code: "coupon_delivery_only",
      message: "Frete grátis vale só para entrega",
      issues: [{ path: ["couponCode"], message: "Frete grátis vale só para entrega" }],
    });
    expect(await couponUses("FRETEZERO")).toBe(1);
  });

  it("refuses a coupon below its minimum or outside its stores and states", async () => {
    await t.database.db.insert(coupons).values([
      { code: "MINIMO30", kind: "amount", amountOffCents: 300, minOrderCents: 3000 },
      { code: "SOPE", percentOff: 10, states: ["PE"] },
      { code: "LOJADOIS", percentOff: 10, storeIds: ["2"] },
    ]);
    const below = await postOrder(t, orderBody({ couponCode: "minimo30" }));
    expect(below.status).toBe(422);
    expect(await readError(below)).toMatchObject({
      code: "coupon_below_minimum",
      message: "Válido para pedidos a partir de R$ 30,00",
    });
    // 4 × R$ 8,99 = R$ 35,96: over the minimum.
    const over = await placeTestOrder(
      t,
      orderBody({
        couponCode: "MINIMO30",
        items: [{ productId: "1", size: "medio", addonIds: [], quantity: 4 }],
      }),
    );
    expect(over).toMatchObject({ subtotalCents: 3596, discountCents: 300, totalCents: 3796 });

    for (const code of ["SOPE", "LOJADOIS"]) {
      const elsewhere = await postOrder(t, orderBody({ couponCode: code }));
      expect(elsewhere.status, code).toBe(422);
      expect(await readError(elsewhere)).toMatchObject({
        code: "coupon_other_store",
        message: "Este cupom não vale nesta loja",
      });
      expect(await couponUses(code)).toBe(0);
    }
    // Store 86 is in Pernambuco; store 2 is the one LOJADOIS names.
    const recife = await placeTestOrder(t, orderBody({ couponCode: "sope", storeId: "86" }));
    expect(recife).toMatchObject({ couponCode: "SOPE", discountCents: 90 });
    const two = await placeTestOrder(t, orderBody({ couponCode: "lojadois", storeId: "2" }));
    expect(two).toMatchObject({ couponCode: "LOJADOIS", discountCents: 90 });
  });

  it("treats an empty coupon field as no coupon", async () => {
    const order = await placeTestOrder(t, orderBody({ couponCode: "   " }));
    expect(order).toMatchObject({ couponCode: null, discountCents: 0 });
  });
});

describe("POST /api/orders against the catalogue", () => {
  async function expectRefusal(body: unknown, status: number, code: string, message: string) {
    const response = await postOrder(t, body);
    expect(response.status).toBe(status);
    expect(await readError(response)).toMatchObject({ code, message });
  }

  it("refuses an unknown product", async () => {
    await expectRefusal(
      orderBody({ items: [{ productId: "999", size: "medio", quantity: 1 }] }),
      422,
      "unknown_product",
      "Produto não encontrado: 999",
    );
  });

  it("refuses an inactive product like an unknown one", async () => {
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, "8"));
    try {
      await expectRefusal(
        orderBody({ items: [{ productId: "8", size: "medio", quantity: 1 }] }),
        422,
        "unknown_product",
        "Produto não encontrado: 8",
      );
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, "8"));
    }
  });

  it("refuses an unknown or inactive store", async () => {
    await expectRefusal(
      orderBody({ storeId: "9999" }),
      422,
      "unknown_store",
      "Loja não encontrada",
    );
    await t.database.db.update(stores).set({ isActive: false }).where(eq(stores.id, "2"));
    try {
      await expectRefusal(orderBody({ storeId: "2" }), 422, "unknown_store", "Loja não encontrada");
    } finally {
      await t.database.db.update(stores).set({ isActive: true }).where(eq(stores.id, "2"));
    }
  });

  it("refuses a size the product does not come in", async () => {
    await expectRefusal(
      orderBody({ items: [{ productId: "1", size: "grande", quantity: 1 }] }),
      422,
      "unavailable_size",
      "Tamanho indisponível para Picolé de Cajá",
    );
  });

  it("refuses add-ons that are unknown, inactive, of another product or repeated", async () => {
    const db = t.database.db;
    await db.insert(productAddons).values([
      { id: "calda-9", productId: "9", name: "Calda", priceCents: 100 },
      { id: "velha-9", productId: "9", name: "Calda antiga", priceCents: 100, isActive: false },
      { id: "calda-10", productId: "10", name: "Calda", priceCents: 100 },
    ]);
    for (const addonIds of [["nope"], ["velha-9"], ["calda-10"], ["calda-9", "calda-9"]]) {
      await expectRefusal(
        orderBody({ items: [{ productId: "9", size: "medio", addonIds, quantity: 1 }] }),
        422,
        "invalid_addon",
        "Adicional inválido",
      );
    }
    const order = await placeTestOrder(
      t,
      orderBody({ items: [{ productId: "9", size: "medio", addonIds: ["calda-9"], quantity: 1 }] }),
    );
    expect(order.items[0]?.unitPriceCents).toBe(999);
  });

  it("refuses a product without stock with 409", async () => {
    await setStock(t, "11", 2);
    await expectRefusal(
      orderBody({ items: [{ productId: "11", size: "medio", quantity: 3 }] }),
      409,
      "out_of_stock",
      "Picolé de Seriguela: só restam 2 unidades nesta loja.",
    );
    expect(await stockOf(t, "11")).toBe(2);
  });

  it("adds up lines of the same product before checking stock", async () => {
    await setStock(t, "12", 3);
    const twoLines = orderBody({
      items: [
        { productId: "12", size: "medio", quantity: 2 },
        { productId: "12", size: "medio", quantity: 2 },
      ],
    });
    await expectRefusal(
      twoLines,
      409,
      "out_of_stock",
      "Picolé de Pitanga: só restam 3 unidades nesta loja.",
    );
    expect(await stockOf(t, "12")).toBe(3);

    await setStock(t, "12", 4);
    const order = await placeTestOrder(t, twoLines);
    expect(order.items).toHaveLength(2);
    expect(await stockOf(t, "12")).toBe(0);
  });

  it("rolls the stock of every product back when one of them is short", async () => {
    await setStock(t, "13", 10);
    await setStock(t, "14", 1);
    const usesBefore = await couponUses("FROSTY10");
    await expectRefusal(
      orderBody({
        items: [
          { productId: "13", size: "medio", quantity: 5 },
          { productId: "14", size: "medio", quantity: 2 },
        ],
        couponCode: "FROSTY10",
      }),
      409,
      "out_of_stock",
      "Picolé de Maracujá: só resta 1 unidade nesta loja.",
    );
    expect(await stockOf(t, "13")).toBe(10);
    expect(await stockOf(t, "14")).toBe(1);
    expect(await couponUses("FROSTY10")).toBe(usesBefore);
  });

  it("shows a product as sold out at its store in the catalogue once an order takes its last unit", async () => {
    await setStock(t, "15", 1);
    t.catalog.invalidate();
    const unavailableAtStore1 = async () => {
      const catalog = (await (await t.request("/api/catalog")).json()) as {
        stores: { id: string; unavailableProductIds: string[] }[];
      };
      return catalog.stores.find((store) => store.id === "1")?.unavailableProductIds;
    };
    expect(await unavailableAtStore1()).not.toContain("15");
    await placeTestOrder(
      t,
      orderBody({ items: [{ productId: "15", size: "medio", quantity: 1 }] }),
    );
    expect(await unavailableAtStore1()).toContain("15");
  });
});

describe("POST /api/orders with bad input", () => {
  it("asks for the required fields in pt-BR", async () => {
    for (const customer of [{ name: "" }, { phone: "" }, { name: "   ", phone: "  " }]) {
      const response = await postOrder(t, orderBody({ customer }));
      expect(response.status).toBe(422);
      expect(await readError(response)).toMatchObject({
        code: "validation_failed",
        message: "Preencha os campos obrigatórios",
      });
    }
  });

  it("treats a missing name or phone like an empty one", async () => {
    const { name: _name, ...withoutName } = orderBody().customer;
    const response = await postOrder(t, { ...orderBody(), customer: withoutName });
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      message: "Preencha os campos obrigatórios",
    });
  });

  it("answers wrong types with a Portuguese message", async () => {
    const response = await postOrder(t, { ...orderBody(), deliveryMethod: 7 });
    expect(response.status).toBe(422);
    expect((await readError(response)).message).not.toMatch(/invalid|expected/i);
  });

  it("asks for the address of a delivery", async () => {
    const response = await postOrder(t, orderBody({ deliveryAddress: undefined }));
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      code: "validation_failed",
      message: "Informe o endereço para entrega",
      issues: [{ path: ["deliveryAddress"], message: "Informe o endereço para entrega" }],
    });
  });

  it("asks for the address of a delivery even when something else is wrong too", async () => {
    const response = await postOrder(
      t,
      orderBody({ deliveryAddress: undefined, paymentMethod: undefined }),
    );
    expect(response.status).toBe(422);
    const { issues } = (await readError(response)) as {
      issues: { path: string[]; message: string }[];
    };
    expect(issues).toContainEqual({
      path: ["deliveryAddress"],
      message: "Informe o endereço para entrega",
    });
    expect(issues.map((issue) => issue.path[0])).toContain("paymentMethod");
  });

  it("says what is wrong with a CEP", async () => {
    const cases = [
      ["00000-000", "CEP inexistente: confira o número"],
      ["5003-023", "CEP incompleto: informe os 8 dígitos"],
      ["5003O-230", "Use só números no CEP"],
    ] as const;
    for (const [cep, message] of cases) {
      const body = orderBody();
      const response = await postOrder(t, {
        ...body,
        deliveryAddress: { ...body.deliveryAddress, cep },
      });
      expect(response.status, cep).toBe(422);
      expect(await readError(response), cep).toMatchObject({
        issues: [{ path: ["deliveryAddress", "cep"], message }],
      });
    }
  });

  it("refuses quantities that are not whole numbers from 1 to 99", async () => {
    for (const quantity of [0, -1, 100, 1000, 1.5, "2", null, 1e308]) {
      const body = orderBody();
      const response = await postOrder(t, { ...body, items: [{ ...body.items[0], quantity }] });
      expect(response.status, String(quantity)).toBe(422);
      expect((await readError(response)).code).toBe("validation_failed");
    }
  });

  it("answers malformed JSON with 400", async () => {
    const response = await postOrder(t, '{"storeId": "1",');
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("invalid_json");
  });

  it("requires a well-formed Idempotency-Key", async () => {
    for (const key of [null, "", "short", "x".repeat(201), "has spaces in it", "acentuação-123"]) {
      const response = await postOrder(t, orderBody(), { key });
      expect(response.status, String(key)).toBe(400);
      expect(await readError(response)).toEqual({
        code: "idempotency_key_required",
        message: "Envie o cabeçalho Idempotency-Key",
      });
    }
    const longest = await postOrder(t, orderBody(), { key: `a${"-_Z9".repeat(49)}xyz` });
    expect(longest.status).toBe(201);
  });

  it("never answers bad input with a 5xx", async () => {
    const valid = orderBody();
    const item = valid.items[0];
    const bodies: unknown[] = [
      [],
      null,
      42,
      "text",
      {},
      [valid],
      { ...valid, items: {} },
      { ...valid, items: [] },
      { ...valid, items: [[]] },
      { ...valid, items: Array.from({ length: 51 }, () => item) },
      { ...valid, items: [{ ...item, productId: 1 }] },
      { ...valid, items: [{ ...item, productId: "" }] },
      { ...valid, items: [{ ...item, productId: "x".repeat(65) }] },
      { ...valid, items: [{ ...item, productId: "1\u0000" }] },
      { ...valid, items: [{ ...item, size: "gigante" }] },
      { ...valid, items: [{ ...item, addonIds: "calda" }] },
      { ...valid, items: [{ ...item, addonIds: [null] }] },
      { ...valid, items: [{ ...item, addonIds: ["a\u0000"] }] },
      { ...valid, items: [{ ...item, quantity: Number.MAX_SAFE_INTEGER }] },
      { ...valid, storeId: ["1"] },
      { ...valid, storeId: "1\u0000" },
      { ...valid, storeId: "🍦".repeat(10) },
      { ...valid, customer: null },
      { ...valid, customer: [] },
      { ...valid, customer: { ...valid.customer, name: "Maria\u0000" } },
      { ...valid, customer: { ...valid.customer, name: "x".repeat(121) } },
      { ...valid, customer: { ...valid.customer, phone: 81999990000 } },
      { ...valid, deliveryAddress: { ...valid.deliveryAddress, street: "\ud800" } },
      { ...valid, deliveryAddress: { ...valid.deliveryAddress, areaId: ["1-bela-vista"] } },
      { ...valid, deliveryMethod: "drone" },
      { ...valid, paymentMethod: "boleto" },
      { ...valid, couponCode: 10 },
      { ...valid, couponCode: "FROSTY10\u0000" },
      { ...valid, couponCode: "\u0000" },
      { ...valid, couponCode: "x".repeat(41) },
      { ...valid, couponCode: "a%' or 1=1 --" },
      { ...valid, __proto__: { storeId: "1" } },
    ];
    for (const body of bodies) {
      const response = await postOrder(t, body);
      const text = await response.text();
      expect(response.status, `${JSON.stringify(body)?.slice(0, 120)} → ${text}`).toBeLessThan(500);
      if (response.status >= 400) {
        const error = (JSON.parse(text) as { error: { code: string; message: string } }).error;
        expect(error.message).toMatch(/\S/);
      }
    }
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await postOrder(t, orderBody(), {
      headers: { "content-type": "text/plain" },
    });
    expect(response.status).toBe(415);
  });
});
