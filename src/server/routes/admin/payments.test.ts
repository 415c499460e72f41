import { eq } from "drizzle-orm";
import { parsePix } from "pix-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings, stores } from "#server/db/schema.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
} from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { PaymentSettings } from "#shared/payment-settings.ts";
import {
  methodOffForChainMessage,
  STORE_PAYMENT_MESSAGES,
  type StorePaymentSettings,
} from "#shared/store-payments.ts";

let t: TestApp;
let admin: SignedInStaff;
/** Staff of stores 6 and 7. */
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staff = await signedInStaff(t, { stores: ["6", "7"] });
  for (const storeId of ["1", "4", "5", "6", "7", "8", "9"]) {
    await setStock(t, "1", 500, { storeId });
  }
});
afterAll(() => t.database.dispose());

const RECEIVER = {
  keyType: "cnpj",
  key: "11.222.333/0001-81",
  merchantName: "Frosty Picolés",
  merchantCity: "São Paulo",
} as const;
const SAVED_RECEIVER = { ...RECEIVER, key: "11222333000181" };
const STORE_RECEIVER = {
  keyType: "email",
  key: "Pix@Franquia.example.com",
  merchantName: "Franquia Paulista",
  merchantCity: "Campinas",
} as const;

const NOTHING_LEFT = (what: string) =>
  `Escreva ${what} com letras ou números comuns: o app do banco não mostra emojis, símbolos ` +
  "nem letras especiais";

const ALL_ON = { pix: true, cash: true, card: true, whatsapp: true, test: true };

const putChain = (body: unknown, browser = admin.browser) =>
  browser.request("/api/admin/settings/payments", { method: "PUT", json: body });
const putStore = (id: string, body: unknown, browser = admin.browser) =>
  browser.request(`/api/admin/stores/${id}/payments`, { method: "PUT", json: body });

async function chain(): Promise<PaymentSettings> {
  const response = await admin.browser.request("/api/admin/settings/payments");
  expect(response.status).toBe(200);
  return (await response.json()) as PaymentSettings;
}

async function storePayments(id: string, browser = admin.browser): Promise<StorePaymentSettings> {
  const response = await browser.request(`/api/admin/stores/${id}/payments`);
  expect(response.status).toBe(200);
  return (await response.json()) as StorePaymentSettings;
}

async function offered(id: string) {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === id)?.paymentMethods;
}

describe("the chain's payment settings", () => {
  it("start with every method on, no Pix receiver and 30 minutes to pay", async () => {
    expect(await chain()).toEqual({
      methods: ALL_ON,
      pixReceiver: null,
      pixReceiverFromEnv: false,
      pixExpiryMinutes: 30,
    });
    // Pix needs a receiver: without one no store offers it.
    expect(await offered("1")).toEqual(["cash", "card", "whatsapp", "test"]);
  });

  it("switch the test payment off everywhere: not offered, refused by the server", async () => {
    const response = await putChain({ methods: { test: false } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PaymentSettings).methods).toEqual({
      ...ALL_ON,
      test: false,
    });
    expect(await offered("1")).toEqual(["cash", "card", "whatsapp"]);
    expect(await offered("9")).not.toContain("test");

    const refused = await postOrder(t, orderBody());
    expect(refused.status).toBe(422);
    expect(await readError(refused)).toMatchObject({
      code: "payment_method_unavailable",
      issues: [{ path: ["paymentMethod"] }],
    });

    // A switch left out keeps what it was.
    await putChain({ methods: { cash: false } });
    expect((await chain()).methods).toEqual({ ...ALL_ON, test: false, cash: false });
    await putChain({ methods: { test: true, cash: true } });
    expect((await chain()).methods).toEqual(ALL_ON);
    expect((await placeTestOrder(t, orderBody())).paymentMethod).toBe("test");
  });

  it("offer Pix at every store once a receiver is saved, with the key the orders carry", async () => {
    const response = await putChain({ pixReceiver: RECEIVER, pixExpiryMinutes: 10 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      methods: ALL_ON,
      pixReceiver: SAVED_RECEIVER,
      pixReceiverFromEnv: false,
      pixExpiryMinutes: 10,
    });
    expect(await offered("1")).toEqual(["pix", "cash", "card", "whatsapp", "test"]);

    const before = Date.now();
    const order = await placeTestOrder(t, orderBody({ paymentMethod: "pix" }));
    expect(order.status).toBe("awaiting_payment");
    const pix = order.payment.pix;
    if (!pix) throw new Error("no Pix payload");
    expect(parsePix(pix.payload)).toMatchObject({
      pixKey: "11222333000181",
      merchantCity: "SAO PAULO",
    });
    const waits = Date.parse(pix.expiresAt) - before;
    expect(waits).toBeGreaterThan(9 * 60_000);
    expect(waits).toBeLessThan(11 * 60_000);

    // null drops the saved receiver: no Pix anywhere again.
    const dropped = await putChain({ pixReceiver: null, pixExpiryMinutes: 30 });
    expect(((await dropped.json()) as PaymentSettings).pixReceiver).toBeNull();
    expect(await offered("1")).not.toContain("pix");
    expect((await readError(await postOrder(t, orderBody({ paymentMethod: "pix" })))).code).toBe(
      "payment_method_unavailable",
    );
  });

  it.each([
    [{}, [], "Envie ao menos uma configuração para salvar"],
    [{ methods: { test: "não" } }, ["methods", "test"], "Use verdadeiro ou falso"],
    [{ methods: { boleto: true } }, ["methods"], expect.any(String)],
    [{ pixExpiryMinutes: 0 }, ["pixExpiryMinutes"], "O prazo do Pix é de pelo menos 1 minutos"],
    [{ pixExpiryMinutes: 1441 }, ["pixExpiryMinutes"], "O prazo do Pix é de no máximo 24 horas"],
    [{ pixExpiryMinutes: 2.5 }, ["pixExpiryMinutes"], "Prazo do Pix: informe os minutos"],
    [
      { pixReceiver: { ...RECEIVER, key: "11.222.333/0001-82" } },
      ["pixReceiver", "key"],
      "CNPJ inválido: confira os dígitos.",
    ],
    [
      { pixReceiver: { ...RECEIVER, keyType: "phone", key: "81 99999-9999 ramal" } },
      ["pixReceiver", "key"],
      "Telefone inválido: use +55, o DDD e o número (ex.: +55 81 99999-9999).",
    ],
    [
      { pixReceiver: { ...RECEIVER, merchantName: "Frosty Picolés Franquia Paulista" } },
      ["pixReceiver", "merchantName"],
      "Use no máximo 25 caracteres",
    ],
    [
      { pixReceiver: { ...RECEIVER, merchantCity: "São José dos Campos" } },
      ["pixReceiver", "merchantCity"],
      "Use no máximo 15 caracteres",
    ],
    [
      { pixReceiver: { ...RECEIVER, merchantCity: " " } },
      ["pixReceiver", "merchantCity"],
      "Informe a cidade do recebedor",
    ],
    // Nothing left once folded for the BR Code: no Pix code could be made.
    [
      { pixReceiver: { ...RECEIVER, merchantName: "ＦＲＯＳＴＹ" } },
      ["pixReceiver", "merchantName"],
      NOTHING_LEFT("o nome do recebedor"),
    ],
    [
      { pixReceiver: { ...RECEIVER, merchantCity: "🍦🍦" } },
      ["pixReceiver", "merchantCity"],
      NOTHING_LEFT("a cidade do recebedor"),
    ],
    [
      { pixReceiver: { ...RECEIVER, keyType: "iban" } },
      ["pixReceiver", "keyType"],
      "Escolha o tipo da chave Pix",
    ],
  ])("refuse %j with 422, nothing saved", async (body, path, message) => {
    const response = await putChain(body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await chain()).toEqual({
      methods: ALL_ON,
      pixReceiver: null,
      pixReceiverFromEnv: false,
      pixExpiryMinutes: 30,
    });
  });

  it("are HQ's alone", async () => {
    expect((await staff.browser.request("/api/admin/settings/payments")).status).toBe(403);
    const response = await putChain({ methods: { test: false } }, staff.browser);
    expect(response.status).toBe(403);
    expect((await readError(response)).code).toBe("hq_only");
    expect((await chain()).methods.test).toBe(true);
  });
});

describe("a store's own payments", () => {
  it("follow the chain until the store switches a method, and back with null", async () => {
    expect(await storePayments("4")).toEqual({
      storeId: "4",
      methods: {},
      chainMethods: ALL_ON,
      pixReceiver: null,
      chainHasPixReceiver: false,
      effectiveMethods: ["cash", "card", "whatsapp", "test"],
    });

    const response = await putStore("4", { methods: { cash: false } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      methods: { cash: false },
      effectiveMethods: ["card", "whatsapp", "test"],
    });
    expect(await offered("4")).toEqual(["card", "whatsapp", "test"]);

    // Off at store 4, still taken at store 5.
    const refused = await postOrder(t, orderBody({ storeId: "4", paymentMethod: "cash" }));
    expect(refused.status).toBe(422);
    expect(await readError(refused)).toMatchObject({
      code: "payment_method_unavailable",
      issues: [{ path: ["paymentMethod"] }],
    });
    const taken = await placeTestOrder(t, orderBody({ storeId: "5", paymentMethod: "cash" }));
    expect(taken.store.id).toBe("5");

    const back = await putStore("4", { methods: { cash: null, card: null } });
    expect(((await back.json()) as StorePaymentSettings).methods).toEqual({});
    await putChain({ methods: { card: true } });
    expect(await offered("4")).toEqual(["cash", "card", "whatsapp", "test"]);
  });

  it("stay within what the chain allows: its off is off at every store, whatever they saved", async () => {
    // Saved while the chain had card on; then HQ switches card off for the chain.
    expect((await putStore("4", { methods: { card: true } })).status).toBe(200);
    await putChain({ methods: { card: false } });
    expect(await offered("4")).toEqual(["cash", "whatsapp", "test"]);
    expect(await offered("5")).toEqual(["cash", "whatsapp", "test"]);
    expect(await storePayments("4")).toMatchObject({
      methods: { card: true },
      chainMethods: { ...ALL_ON, card: false },
      effectiveMethods: ["cash", "whatsapp", "test"],
    });
    const card = orderBody({ storeId: "4", paymentMethod: "card", cardType: "credit" });
    expect(await readError(await postOrder(t, card))).toMatchObject({
      code: "payment_method_unavailable",
      issues: [{ path: ["paymentMethod"] }],
    });

    // Switching it on at a store is refused, for HQ and the store's staff alike; nothing of
    // the change is saved.
    for (const [id, browser] of [
      ["4", admin.browser],
      ["6", staff.browser],
    ] as const) {
      const refused = await putStore(id, { methods: { card: true, whatsapp: false } }, browser);
      expect(refused.status).toBe(422);
      expect(await readError(refused)).toEqual({
        code: "method_off_for_chain",
        message: methodOffForChainMessage("card"),
        issues: [{ path: ["methods", "card"], message: methodOffForChainMessage("card") }],
      });
    }
    expect((await storePayments("4")).methods).toEqual({ card: true });
    expect((await storePayments("6")).methods).toEqual({});
    // Off and "follow the chain" stay the store's to choose.
    expect((await putStore("6", { methods: { card: false } }, staff.browser)).status).toBe(200);
    expect((await putStore("6", { methods: { card: null } }, staff.browser)).status).toBe(200);

    // Once HQ switches it back on, the store's saved "on" counts again.
    await putChain({ methods: { card: true } });
    expect(await offered("4")).toEqual(["cash", "card", "whatsapp", "test"]);
    await putStore("4", { methods: { card: null } });
  });

  it("offer Pix with the store's own receiver, where the chain has none", async () => {
    const response = await putStore("8", { pixReceiver: STORE_RECEIVER });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      pixReceiver: { ...STORE_RECEIVER, key: "pix@franquia.example.com" },
      chainHasPixReceiver: false,
      effectiveMethods: ["pix", "cash", "card", "whatsapp", "test"],
    });
    expect(await offered("8")).toContain("pix");
    expect(await offered("9")).not.toContain("pix");

    const order = await placeTestOrder(t, orderBody({ storeId: "8", paymentMethod: "pix" }));
    expect(parsePix(order.payment.pix?.payload ?? "")).toMatchObject({
      pixKey: "pix@franquia.example.com",
      merchantName: "FRANQUIA PAULISTA",
    });

    // The store's own comes before the chain's.
    await putChain({ pixReceiver: RECEIVER });
    const mine = await placeTestOrder(t, orderBody({ storeId: "8", paymentMethod: "pix" }));
    expect(parsePix(mine.payment.pix?.payload ?? "")).toMatchObject({
      pixKey: "pix@franquia.example.com",
    });
    const chains = await placeTestOrder(t, orderBody({ storeId: "9", paymentMethod: "pix" }));
    expect(parsePix(chains.payment.pix?.payload ?? "")).toMatchObject({ pixKey: "11222333000181" });
    await putChain({ pixReceiver: null });

    const dropped = await putStore("8", { pixReceiver: null });
    expect(await dropped.json()).toMatchObject({ pixReceiver: null });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, "8"));
    expect(row).toMatchObject({ pixKeyType: null, pixKey: null, pixMerchantName: null });
    expect(await offered("8")).not.toContain("pix");
  });

  it("let the store's staff switch methods, not change the Pix receiver", async () => {
    const switched = await putStore("6", { methods: { whatsapp: false } }, staff.browser);
    expect(switched.status).toBe(200);
    expect(await storePayments("6", staff.browser)).toMatchObject({ methods: { whatsapp: false } });

    for (const pixReceiver of [STORE_RECEIVER, null]) {
      const refused = await putStore(
        "6",
        { methods: { whatsapp: true }, pixReceiver },
        staff.browser,
      );
      expect(refused.status).toBe(403);
      expect(await readError(refused)).toEqual({
        code: "pix_receiver_hq_only",
        message: STORE_PAYMENT_MESSAGES.pixReceiverHqOnly,
        issues: [{ path: ["pixReceiver"], message: STORE_PAYMENT_MESSAGES.pixReceiverHqOnly }],
      });
    }
    // Nothing of the refused change was kept.
    expect(await storePayments("6")).toMatchObject({
      methods: { whatsapp: false },
      pixReceiver: null,
    });
    await putStore("6", { methods: { whatsapp: null } }, staff.browser);
  });

  it("are another store's staff's to neither read nor change: 403", async () => {
    for (const response of [
      await staff.browser.request("/api/admin/stores/8/payments"),
      await putStore("8", { methods: { test: false } }, staff.browser),
    ]) {
      expect(response.status).toBe(403);
      expect((await readError(response)).code).toBe("other_store");
    }
    expect((await storePayments("8")).methods).toEqual({});
  });

  it("answer an unknown store with 404", async () => {
    for (const response of [
      await admin.browser.request("/api/admin/stores/9999/payments"),
      await putStore("9999", { methods: { test: false } }),
    ]) {
      expect(response.status).toBe(404);
      expect((await readError(response)).code).toBe("store_not_found");
    }
  });

  it.each([
    [{}, [], "Envie ao menos uma configuração para salvar"],
    [
      { methods: { cash: "sim" } },
      ["methods", "cash"],
      "Use verdadeiro, falso ou null (segue a rede)",
    ],
    [{ methods: { cheque: true } }, ["methods"], expect.any(String)],
    [
      { pixReceiver: { ...STORE_RECEIVER, key: "sem arroba" } },
      ["pixReceiver", "key"],
      "E-mail inválido.",
    ],
    [
      { pixReceiver: { ...STORE_RECEIVER, keyType: "cpf", key: "123.456.789-00" } },
      ["pixReceiver", "key"],
      "CPF inválido: confira os dígitos.",
    ],
    [{ pixReceiver: { keyType: "email" } }, ["pixReceiver", "key"], "Informe a chave Pix"],
    [
      { pixReceiver: { ...STORE_RECEIVER, merchantName: "🍦 ✨" } },
      ["pixReceiver", "merchantName"],
      NOTHING_LEFT("o nome do recebedor"),
    ],
  ])("refuse %j with 422, nothing saved", async (body, path, message) => {
    const response = await putStore("7", body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await storePayments("7")).toMatchObject({ methods: {}, pixReceiver: null });
  });
});

describe("the Pix receiver from the environment", () => {
  const ENV_RECEIVER = {
    keyType: "random",
    key: "123e4567-e89b-12d3-a456-426614174000",
    merchantName: "Frosty Env",
    merchantCity: "Recife",
  } as const;
  let withEnv: TestApp;
  let hq: SignedInStaff;
  beforeAll(async () => {
    withEnv = await createTestApp({ payments: { pixReceiver: ENV_RECEIVER } });
    hq = await signedInStaff(withEnv, { admin: true });
  });
  afterAll(() => withEnv.database.dispose());

  const read = async () =>
    (await (await hq.browser.request("/api/admin/settings/payments")).json()) as PaymentSettings;

  it("shows until a saved one wins, and again once the saved one is dropped", async () => {
    expect(await read()).toMatchObject({ pixReceiver: ENV_RECEIVER, pixReceiverFromEnv: true });
    expect(
      (
        (await (
          await hq.browser.request("/api/admin/stores/1/payments")
        ).json()) as StorePaymentSettings
      ).chainHasPixReceiver,
    ).toBe(true);

    await hq.browser.request("/api/admin/settings/payments", {
      method: "PUT",
      json: { pixReceiver: RECEIVER },
    });
    expect(await read()).toMatchObject({ pixReceiver: SAVED_RECEIVER, pixReceiverFromEnv: false });

    await hq.browser.request("/api/admin/settings/payments", {
      method: "PUT",
      json: { pixReceiver: null },
    });
    expect(await read()).toMatchObject({ pixReceiver: ENV_RECEIVER, pixReceiverFromEnv: true });
    const rows = await withEnv.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, "pix_receiver"));
    expect(rows).toEqual([]);
  });
});
