import { eq } from "drizzle-orm";
import { parsePix } from "pix-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryAreas } from "#server/db/schema.ts";
import { unusablePixReceivers } from "#server/services/settings/payment-settings.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import {
  orderBody,
  ownAreaId,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
} from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const product of ["1", "2", "3"]) await setStock(t, product, 500);
});
afterAll(() => t.database.dispose());

const RECEIVER = {
  keyType: "phone",
  key: "+5581999999999",
  merchantName: "Frosty Picolés",
  merchantCity: "Recife",
} as const;

async function catalogStore(id: string) {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === id);
}

describe("paying with cash, card or Pix", () => {
  it("keeps the cash change asked for, and refuses change below the total", async () => {
    const order = await placeTestOrder(
      t,
      orderBody({ paymentMethod: "cash", changeForCents: 5000 }),
    );
    expect(order.payment).toEqual({
      changeForCents: 5000,
      cardType: null,
      pix: null,
      confirmedAt: null,
      confirmedBy: null,
    });
    expect(order.status).toBe("pending");

    const below = await postOrder(t, orderBody({ paymentMethod: "cash", changeForCents: 1000 }));
    expect(below.status).toBe(422);
    expect(await readError(below)).toMatchObject({
      code: "change_below_total",
      message: "O troco deve ser para um valor igual ou maior que o total",
      issues: [{ path: ["changeForCents"] }],
    });
  });

  it("asks which card the machine is set for, and keeps no change for a card", async () => {
    const missing = await postOrder(t, orderBody({ paymentMethod: "card" }));
    expect(missing.status).toBe(422);
    expect(await readError(missing)).toMatchObject({
      issues: [{ path: ["cardType"], message: "Escolha crédito ou débito" }],
    });
    const order = await placeTestOrder(
      t,
      orderBody({ paymentMethod: "card", cardType: "debit", changeForCents: 9000 }),
    );
    expect(order.payment).toMatchObject({ cardType: "debit", changeForCents: null });
  });

  it("refuses Pix while no receiver is configured, and does not offer it", async () => {
    expect((await catalogStore("1"))?.paymentMethods).toEqual(["cash", "card", "whatsapp", "test"]);
    const response = await postOrder(t, orderBody({ paymentMethod: "pix" }));
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      code: "payment_method_unavailable",
      message: "O Pix não está disponível nesta loja",
    });
  });

  it("creates a Pix order awaiting payment, with a BR Code for its total that a bank app reads", async () => {
    await writeStoredSettings(t.database.db, { pix_receiver: RECEIVER });
    t.catalog.invalidate();
    expect((await catalogStore("1"))?.paymentMethods).toContain("pix");

    const before = Date.now();
    const order = await placeTestOrder(t, orderBody({ paymentMethod: "pix" }));
    expect(order.status).toBe("awaiting_payment");
    const pix = order.payment.pix;
    if (!pix) throw new Error("no Pix payload");
    expect(pix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const expires = Date.parse(pix.expiresAt) - before;
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThan(31 * 60_000);

    const parsed = parsePix(pix.payload);
    expect(parsed).toMatchObject({
      type: "STATIC",
      pixKey: "+5581999999999",
      transactionAmount: order.totalCents / 100,
      merchantName: "FROSTY PICOLES",
      merchantCity: "RECIFE",
      txid: pix.txid,
    });

    // Each order its own txid.
    const second = await placeTestOrder(t, orderBody({ paymentMethod: "pix" }));
    expect(second.payment.pix?.txid).not.toBe(pix.txid);
    await writeStoredSettings(t.database.db, { pix_receiver: null });
    t.catalog.invalidate();
  });

  it("uses the environment's receiver when none is saved, and a store's own before the chain's", async () => {
    const withEnv = await createTestApp({
      payments: {
        pixReceiver: {
          keyType: "email",
          key: "pix@frosty.example.com",
          merchantName: "Frosty",
          merchantCity: "Recife",
        },
      },
    });
    try {
      await setStock(withEnv, "1", 10);
      const chain = await placeTestOrder(withEnv, orderBody({ paymentMethod: "pix" }));
      expect(parsePix(chain.payment.pix?.payload ?? "")).toMatchObject({
        pixKey: "pix@frosty.example.com",
      });
      await withEnv.database.db.execute(
        `update stores set pix_key_type = 'cnpj', pix_key = '11222333000181',
           pix_merchant_name = 'Franquia Paulista', pix_merchant_city = 'Sao Paulo' where id = '1'`,
      );
      const own = await placeTestOrder(withEnv, orderBody({ paymentMethod: "pix" }));
      expect(parsePix(own.payment.pix?.payload ?? "")).toMatchObject({
        pixKey: "11222333000181",
        merchantName: "FRANQUIA PAULISTA",
      });
    } finally {
      await withEnv.database.dispose();
    }
  });

  it("refuses Pix, never fails, where a saved receiver cannot make a BR Code", async () => {
    // Saved before such names were refused (or by hand): nothing is left of them once folded.
    await writeStoredSettings(t.database.db, { pix_receiver: RECEIVER });
    await t.database.db.execute(
      `update stores set pix_key_type = 'cnpj', pix_key = '11222333000181',
         pix_merchant_name = 'ＦＲＯＳＴＹ', pix_merchant_city = 'Recife' where id = '3'`,
    );
    t.catalog.invalidate();
    // Store 3's money is not sent to the chain's account instead: no Pix there.
    expect((await catalogStore("3"))?.paymentMethods).not.toContain("pix");
    const atStore = await postOrder(t, orderBody({ storeId: "3", paymentMethod: "pix" }));
    expect(atStore.status).toBe(422);
    expect((await readError(atStore)).code).toBe("payment_method_unavailable");
    expect((await catalogStore("1"))?.paymentMethods).toContain("pix");
    expect(await unusablePixReceivers(t.database.db)).toEqual({ chain: false, storeIds: ["3"] });

    await t.database.db.execute(
      `update settings set value = '{"keyType": "phone", "key": "+5581999999999",
         "merchantName": "Frosty", "merchantCity": "🍦🍦"}' where key = 'pix_receiver'`,
    );
    t.catalog.invalidate();
    expect((await catalogStore("1"))?.paymentMethods).not.toContain("pix");
    const atChain = await postOrder(t, orderBody({ paymentMethod: "pix" }));
    expect(atChain.status).toBe(422);
    expect((await readError(atChain)).code).toBe("payment_method_unavailable");
    expect((await unusablePixReceivers(t.database.db)).chain).toBe(true);

    await writeStoredSettings(t.database.db, { pix_receiver: null });
    await t.database.db.execute(
      `update stores set pix_key_type = null, pix_key = null, pix_merchant_name = null,
         pix_merchant_city = null where id = '3'`,
    );
    t.catalog.invalidate();
  });

  it("refuses a method switched off for the chain, even where a store had saved it on", async () => {
    await writeStoredSettings(t.database.db, { payment_methods: { test: false } });
    t.catalog.invalidate();
    const off = await postOrder(t, orderBody());
    expect(off.status).toBe(422);
    expect(await readError(off)).toMatchObject({
      code: "payment_method_unavailable",
      message: "Pagamento de teste não está disponível nesta loja",
      issues: [{ path: ["paymentMethod"] }],
    });
    // A store's "on" from before the chain's "off" (or written by hand) does not override it.
    await t.database.db.execute(
      `update stores set payment_methods = '{"test": true}' where id = '2'`,
    );
    t.catalog.invalidate();
    expect(await readError(await postOrder(t, orderBody({ storeId: "2" })))).toMatchObject({
      code: "payment_method_unavailable",
    });
    expect((await catalogStore("2"))?.paymentMethods).not.toContain("test");
    await writeStoredSettings(t.database.db, { payment_methods: null });
    await t.database.db.execute(`update stores set payment_methods = '{}' where id = '2'`);
    t.catalog.invalidate();
  });
});

describe("delivery areas", () => {
  it("charges the bairro's fee and lists the store's areas in the catalogue", async () => {
    const store = await catalogStore("1");
    expect(store?.deliveryAreas).toEqual([
      {
        id: "1-bela-vista",
        name: "Bela Vista",
        feeCents: 500,
        minOrderCents: null,
        etaMinutes: 30,
      },
      { id: "1-centro", name: "Centro", feeCents: 800, minOrderCents: 2000, etaMinutes: 45 },
    ]);
    const order = await placeTestOrder(
      t,
      orderBody({
        items: [{ productId: "1", size: "medio", addonIds: [], quantity: 3 }],
        deliveryAddress: {
          areaId: "1-centro",
          cep: "01001-000",
          street: "Praça da Sé",
          number: "1",
        },
      }),
    );
    expect(order.deliveryFeeCents).toBe(800);
    expect(order.delivery).toMatchObject({
      neighbourhood: "Centro",
      etaMinutes: 45,
      cep: "01001000",
    });
    expect(order.customer.address).toBe("Praça da Sé, 1 - Centro, São Paulo/SP - CEP 01001-000");
  });

  it("refuses an order under the bairro's minimum, and a bairro the store does not serve", async () => {
    const under = await postOrder(
      t,
      orderBody({
        deliveryAddress: { areaId: "1-centro", cep: "01001-000", street: "Rua", number: "2" },
      }),
    );
    expect(under.status).toBe(422);
    expect(await readError(under)).toMatchObject({
      code: "below_minimum",
      message: "O pedido mínimo para entrega em Centro é de R$ 20,00",
    });

    for (const areaId of [ownAreaId("40"), "nenhum"]) {
      const response = await postOrder(
        t,
        orderBody({ deliveryAddress: { areaId, cep: "01001-000", street: "Rua", number: "2" } }),
      );
      expect(response.status, areaId).toBe(422);
      expect(await readError(response)).toMatchObject({
        code: "unknown_area",
        message: "Esta loja não entrega neste bairro",
        issues: [{ path: ["deliveryAddress", "areaId"] }],
      });
    }
  });

  it("takes only pickups at a store without areas", async () => {
    // Store "3" delivers nowhere now.
    await t.database.db.delete(deliveryAreas).where(eq(deliveryAreas.storeId, "3"));
    t.catalog.invalidate();
    expect((await catalogStore("3"))?.deliveryAreas).toEqual([]);
    const response = await postOrder(t, orderBody({ storeId: "3" }));
    expect(response.status).toBe(422);
    expect((await readError(response)).code).toBe("unknown_area");
  });
});

describe("the total the customer saw", () => {
  it("places the order when it is the server's total, and refuses it with the new figures when not", async () => {
    const order = await placeTestOrder(t, orderBody({ expectedTotalCents: 1399 }));
    expect(order.totalCents).toBe(1399);

    const response = await postOrder(t, orderBody({ expectedTotalCents: 1299 }));
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      code: "price_changed",
      message: "O valor do pedido mudou. Confira o novo total e confirme de novo.",
      priceChange: {
        subtotalCents: 899,
        discountCents: 0,
        deliveryFeeCents: 500,
        totalCents: 1399,
      },
    });
  });
});

describe("the customer's phone and CPF", () => {
  it.each([
    ["123", "Informe o telefone com DDD"],
    ["(20) 99999-0000", "DDD inválido"],
    ["(81) 89999-0000", "Telefone inválido"],
  ])("refuses the phone %s", async (phone, message) => {
    const response = await postOrder(t, orderBody({ customer: { phone } }));
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      issues: [{ path: ["customer", "phone"], message }],
    });
  });

  it("accepts a landline and a mobile with or without +55, and refuses a CPF with wrong check digits", async () => {
    for (const phone of ["(81) 3333-4444", "+55 11 98888-7777", "81988887777"]) {
      await placeTestOrder(t, orderBody({ customer: { phone } }));
    }
    const response = await postOrder(t, orderBody({ customer: { cpf: "123.456.789-00" } }));
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      issues: [{ path: ["customer", "cpf"], message: "CPF inválido" }],
    });
  });
});
