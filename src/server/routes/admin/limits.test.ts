import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "#server/db/schema.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
} from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import {
  DEFAULT_ORDER_LIMITS,
  ORDER_LIMIT_MESSAGES,
  type OrderLimits,
  type OrderLimitsView,
} from "#shared/order-limits.ts";

/** This server's defaults (what ORDER_LIMITS would give): not DEFAULT_ORDER_LIMITS, to tell them. */
const SERVER_DEFAULTS: OrderLimits = {
  ordersPerAddress: 300,
  ordersPerPhone: 200,
  windowMinutes: 5,
  maxUnitsPerLine: 40,
  maxUnitsPerOrder: 400,
  couponChecksPerMinute: 60,
  heldUnitsPerAddress: 2_000,
  heldUnitsPer56: 4_000,
  heldUnitsPer48: 8_000,
  pixRequiredAboveUnits: 300,
};

let t: TestApp;
let admin: SignedInStaff;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({
    orderLimits: SERVER_DEFAULTS,
    // A Pix receiver: the large orders that must be paid by Pix can be.
    payments: {
      pixReceiver: TEST_PIX_RECEIVER,
    },
  });
  admin = await signedInStaff(t, { admin: true });
  staff = await signedInStaff(t, { stores: ["1"] });
  await setStock(t, "1", 500);
});
afterAll(() => t.database.dispose());

const putLimits = (body: unknown, browser = admin.browser) =>
  browser.request("/api/admin/settings/limits", { method: "PUT", json: body });

async function view(): Promise<OrderLimitsView> {
  const response = await admin.browser.request("/api/admin/settings/limits");
  expect(response.status).toBe(200);
  return (await response.json()) as OrderLimitsView;
}

async function catalogLimits() {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.orderLimits;
}

/** Back to no saved limits (each test starts from the server's defaults). */
async function dropSaved() {
  await t.database.db.delete(settings).where(eq(settings.key, "order_limits"));
  t.catalog.invalidate();
}

const twoOf = (quantity: number) =>
  orderBody({
    items: [
      { productId: "1", size: "medio", addonIds: [], quantity },
      { productId: "2", size: "medio", addonIds: [], quantity },
    ],
  });

describe("the order limits (Configurações → Limites)", () => {
  it("are the server's defaults until HQ saves some, and the catalogue carries the unit caps", async () => {
    await dropSaved();
    expect(await view()).toEqual({ limits: SERVER_DEFAULTS, defaults: SERVER_DEFAULTS });
    expect(await catalogLimits()).toEqual({ maxUnitsPerLine: 40, maxUnitsPerOrder: 400 });
  });

  it("saved whole, apply to the next order and show in the catalogue at once", async () => {
    await dropSaved();
    // The catalogue is cached: read it first, so the PUT must rebuild it.
    expect((await catalogLimits())?.maxUnitsPerLine).toBe(40);
    const saved: OrderLimits = { ...SERVER_DEFAULTS, maxUnitsPerLine: 3, maxUnitsPerOrder: 5 };
    const response = await putLimits(saved);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ limits: saved, defaults: SERVER_DEFAULTS });
    expect(await view()).toEqual({ limits: saved, defaults: SERVER_DEFAULTS });
    expect(await catalogLimits()).toEqual({ maxUnitsPerLine: 3, maxUnitsPerOrder: 5 });

    const line = await postOrder(t, twoOf(4));
    expect(line.status).toBe(422);
    expect(await readError(line)).toMatchObject({
      code: "too_many_units",
      issues: [{ path: ["items", 0, "quantity"], message: ORDER_LIMIT_MESSAGES.lineTooLarge(3) }],
    });
    const order = await postOrder(t, twoOf(3));
    expect(order.status).toBe(422);
    expect(await readError(order)).toMatchObject({
      code: "too_many_units",
      message: ORDER_LIMIT_MESSAGES.orderTooLarge(5),
    });
    expect((await placeTestOrder(t, twoOf(2))).items).toHaveLength(2);
  });

  it("count orders per phone by the saved limit: past it, 429 with the pt-BR message", async () => {
    await dropSaved();
    expect((await putLimits({ ...SERVER_DEFAULTS, ordersPerPhone: 1 })).status).toBe(200);
    const body = (phone: string) => orderBody({ customer: { phone } });
    await placeTestOrder(t, body("(81) 97777-0001"));
    const refused = await postOrder(t, body("(81) 97777-0001"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await readError(refused)).toMatchObject({
      code: "too_many_orders",
      message: ORDER_LIMIT_MESSAGES.tooManyForPhone,
    });
    // Another phone still orders.
    await placeTestOrder(t, body("(81) 97777-0002"));
  });

  it("refuse a large order not paid by Pix on its payment method (422), and take a Pix one", async () => {
    await dropSaved();
    expect((await putLimits({ ...SERVER_DEFAULTS, pixRequiredAboveUnits: 5 })).status).toBe(200);
    for (const paymentMethod of ["cash", "card", "whatsapp", "test"] as const) {
      const refused = await postOrder(t, {
        ...twoOf(3),
        paymentMethod,
        ...(paymentMethod === "card" ? { cardType: "debit" } : {}),
      });
      expect(refused.status, paymentMethod).toBe(422);
      expect(await readError(refused)).toEqual({
        code: "pix_required",
        message: ORDER_LIMIT_MESSAGES.pixRequired(5),
        issues: [{ path: ["paymentMethod"], message: ORDER_LIMIT_MESSAGES.pixRequired(5) }],
      });
    }
    expect(ORDER_LIMIT_MESSAGES.pixRequired(5)).toBe(
      "Pedidos com mais de 5 unidades são pagos só com Pix. Escolha Pix ou diminua o pedido.",
    );
    // Right at the threshold any method goes; above it, Pix.
    await placeTestOrder(t, { ...twoOf(2), paymentMethod: "cash" });
    const pix = await placeTestOrder(t, { ...twoOf(3), paymentMethod: "pix" });
    expect(pix.status).toBe("awaiting_payment");
  });

  it("saved before the held units and the Pix threshold existed, read those as the chain's defaults", async () => {
    await dropSaved();
    const { heldUnitsPerAddress, heldUnitsPer56, heldUnitsPer48, pixRequiredAboveUnits, ...older } =
      { ...SERVER_DEFAULTS, ordersPerPhone: 7 };
    await t.database.db.insert(settings).values({ key: "order_limits", value: older });
    expect((await view()).limits).toEqual({
      ...older,
      heldUnitsPerAddress: DEFAULT_ORDER_LIMITS.heldUnitsPerAddress,
      heldUnitsPer56: DEFAULT_ORDER_LIMITS.heldUnitsPer56,
      heldUnitsPer48: DEFAULT_ORDER_LIMITS.heldUnitsPer48,
      pixRequiredAboveUnits: DEFAULT_ORDER_LIMITS.pixRequiredAboveUnits,
    });
  });

  it.each([
    [{}, ["ordersPerAddress"], "Pedidos por conexão: informe um número inteiro"],
    [
      { ...DEFAULT_ORDER_LIMITS, heldUnitsPer56: 100 },
      ["heldUnitsPer56"],
      ORDER_LIMIT_MESSAGES.blockBelowAddress,
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, heldUnitsPer48: 300 },
      ["heldUnitsPer48"],
      ORDER_LIMIT_MESSAGES.widerBlockBelowNarrower,
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, pixRequiredAboveUnits: 0 },
      ["pixRequiredAboveUnits"],
      "Pix obrigatório acima de (picolés): use um número entre 1 e 5.000",
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, ordersPerPhone: 0 },
      ["ordersPerPhone"],
      "Pedidos por telefone: use um número entre 1 e 1.000.000",
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, windowMinutes: 2.5 },
      ["windowMinutes"],
      "Janela em minutos: informe um número inteiro",
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, maxUnitsPerLine: 100 },
      ["maxUnitsPerLine"],
      "Unidades por item: use um número entre 1 e 99",
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, maxUnitsPerLine: 30, maxUnitsPerOrder: 10 },
      ["maxUnitsPerLine"],
      ORDER_LIMIT_MESSAGES.lineAboveOrder,
    ],
    [
      { ...DEFAULT_ORDER_LIMITS, couponChecksPerMinute: "10" },
      ["couponChecksPerMinute"],
      "Tentativas de cupom por minuto: informe um número inteiro",
    ],
    [{ ...DEFAULT_ORDER_LIMITS, ordersPerDay: 3 }, [], expect.any(String)],
  ])("refuse %j with a pt-BR 422, nothing saved", async (body, path, message) => {
    await dropSaved();
    const response = await putLimits(body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await view()).toEqual({ limits: SERVER_DEFAULTS, defaults: SERVER_DEFAULTS });
  });

  it("fall back to the defaults when the saved value no longer passes (edited by hand)", async () => {
    await dropSaved();
    await writeStoredSettings(t.database.db, {
      order_limits: { ...SERVER_DEFAULTS, maxUnitsPerLine: 7 },
    });
    expect((await view()).limits.maxUnitsPerLine).toBe(7);
    await t.database.db
      .update(settings)
      .set({ value: { ...SERVER_DEFAULTS, maxUnitsPerLine: -1 } })
      .where(eq(settings.key, "order_limits"));
    t.catalog.invalidate();
    expect(await view()).toEqual({ limits: SERVER_DEFAULTS, defaults: SERVER_DEFAULTS });
    expect(await catalogLimits()).toEqual({ maxUnitsPerLine: 40, maxUnitsPerOrder: 400 });
  });

  it("are HQ's alone: store staff can neither read nor change them", async () => {
    await dropSaved();
    expect((await staff.browser.request("/api/admin/settings/limits")).status).toBe(403);
    const response = await putLimits({ ...SERVER_DEFAULTS, ordersPerPhone: 1 }, staff.browser);
    expect(response.status).toBe(403);
    expect((await readError(response)).code).toBe("hq_only");
    expect((await view()).limits).toEqual(SERVER_DEFAULTS);
  });
});

describe("without ORDER_LIMITS", () => {
  it("the defaults are DEFAULT_ORDER_LIMITS", async () => {
    const plain = await createTestApp({ orderLimits: DEFAULT_ORDER_LIMITS });
    try {
      const hq = await signedInStaff(plain, { admin: true });
      const response = await hq.browser.request("/api/admin/settings/limits");
      expect(await response.json()).toEqual({
        limits: DEFAULT_ORDER_LIMITS,
        defaults: DEFAULT_ORDER_LIMITS,
      });
      const catalog = (await (await plain.request("/api/catalog")).json()) as CatalogWithSite;
      expect(catalog.orderLimits).toEqual({ maxUnitsPerLine: 20, maxUnitsPerOrder: 50 });
    } finally {
      await plain.database.dispose();
    }
  });
});
