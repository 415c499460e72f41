import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody, placeTestOrder, postOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminStore } from "#shared/admin-stores.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { WeeklyHours } from "#shared/store-hours.ts";
import { STORE_COUNT } from "#shared/stores.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

const CLOSED_MESSAGE = "Esta loja está fechada no momento. Escolha outra loja ou peça com entrega.";
/** Open around the clock, and closed every day: neither depends on when the test runs. */
const ALWAYS: WeeklyHours = Array.from({ length: 7 }, () => ({ open: "00:00", close: "00:00" }));
const NEVER: WeeklyHours = Array(7).fill(null);

async function listStores(query?: string): Promise<AdminStore[]> {
  const path =
    query === undefined ? "/api/admin/stores" : `/api/admin/stores?q=${encodeURIComponent(query)}`;
  const response = await admin.browser.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminStore[];
}

const putHours = (id: string, body: unknown) =>
  admin.browser.request(`/api/admin/stores/${id}/hours`, { method: "PUT", json: body });

async function catalogStore(id: string) {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === id);
}

const pickupFrom = (storeId: string) => orderBody({ storeId, deliveryMethod: "pickup" });

describe("GET /api/admin/stores", () => {
  it("lists every store by id, open, with no published hours", async () => {
    const stores = await listStores();
    expect(stores).toHaveLength(STORE_COUNT);
    expect(stores.slice(0, 3).map((store) => store.id)).toEqual(["1", "2", "3"]);
    expect(stores[0]).toEqual({
      id: "1",
      name: expect.any(String),
      address: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
      isActive: true,
      acceptsOrders: true,
      openingHours: null,
      isOpen: true,
    });
  });

  it("searches name, city, state and address like the shop's picker", async () => {
    const recife = await listStores("  RECIFE ");
    expect(recife.length).toBeGreaterThan(0);
    expect(recife.length).toBeLessThan(STORE_COUNT);
    for (const store of recife) {
      expect(`${store.name} ${store.city} ${store.address}`.toLowerCase()).toContain("recife");
    }
    expect(await listStores("nenhuma loja se chama assim")).toEqual([]);
    expect(await listStores("x".repeat(5000))).toEqual([]);
    expect(await listStores("")).toHaveLength(STORE_COUNT);
  });
});

describe("PUT /api/admin/stores/:id/hours", () => {
  it("closes a store: the shop shows it, pickup is refused and delivery goes through", async () => {
    const response = await putHours("2", { acceptsOrders: false, openingHours: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: "2",
      acceptsOrders: false,
      openingHours: null,
      isOpen: false,
    });
    expect(await catalogStore("2")).toMatchObject({ isOpen: false, openingHours: null });

    const pickup = await postOrder(t, pickupFrom("2"));
    expect(pickup.status).toBe(422);
    expect(await readError(pickup)).toEqual({
      code: "store_closed",
      message: CLOSED_MESSAGE,
      issues: [{ path: ["storeId"], message: CLOSED_MESSAGE }],
    });
    // docs/decisions/008-closed-stores.md: deliveries from a closed store are still taken.
    const delivery = await placeTestOrder(t, orderBody({ storeId: "2" }));
    expect(delivery.store.id).toBe("2");

    await putHours("2", { acceptsOrders: true, openingHours: null });
    expect(await catalogStore("2")).toMatchObject({ isOpen: true });
    expect((await placeTestOrder(t, pickupFrom("2"))).deliveryMethod).toBe("pickup");
  });

  it("keeps a store closed outside its hours, and open inside them", async () => {
    const closed = await putHours("3", { acceptsOrders: true, openingHours: NEVER });
    expect(await closed.json()).toMatchObject({ openingHours: NEVER, isOpen: false });
    expect(await catalogStore("3")).toMatchObject({ isOpen: false, openingHours: NEVER });
    expect((await readError(await postOrder(t, pickupFrom("3")))).code).toBe("store_closed");

    const open = await putHours("3", { acceptsOrders: true, openingHours: ALWAYS });
    expect(await open.json()).toMatchObject({ openingHours: ALWAYS, isOpen: true });
    expect(await catalogStore("3")).toMatchObject({ isOpen: true, openingHours: ALWAYS });
    expect((await placeTestOrder(t, pickupFrom("3"))).store.id).toBe("3");

    // The switch wins over the hours.
    await putHours("3", { acceptsOrders: false, openingHours: ALWAYS });
    expect(await catalogStore("3")).toMatchObject({ isOpen: false });
  });

  it("stores each day's own hours", async () => {
    const hours: WeeklyHours = [
      null,
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "22:30" },
      { open: "18:00", close: "02:00" },
    ];
    const response = await putHours("4", { acceptsOrders: true, openingHours: hours });
    expect(response.status).toBe(200);
    expect((await listStores()).find((store) => store.id === "4")?.openingHours).toEqual(hours);
  });

  it("answers an unknown store with 404", async () => {
    const response = await putHours("9999", { acceptsOrders: true, openingHours: null });
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      code: "store_not_found",
      message: "Loja não encontrada",
    });
  });

  const day = { open: "09:00", close: "18:00" };
  it.each([
    [{ openingHours: null }, ["acceptsOrders"], "Informe se a loja está aberta (true ou false)"],
    [
      { acceptsOrders: "sim", openingHours: null },
      ["acceptsOrders"],
      "Informe se a loja está aberta (true ou false)",
    ],
    [{ acceptsOrders: true }, ["openingHours"], "Informe os horários da semana em uma lista"],
    [
      { acceptsOrders: true, openingHours: Array(6).fill(day) },
      ["openingHours"],
      "Informe os 7 dias da semana, começando no domingo",
    ],
    [
      {
        acceptsOrders: true,
        openingHours: [...Array(6).fill(null), { open: "24:00", close: "02:00" }],
      },
      ["openingHours", 6, "open"],
      "Horário inválido: use HH:MM, de 00:00 a 23:59",
    ],
    [
      {
        acceptsOrders: true,
        openingHours: [{ open: "9:00", close: "18:00" }, ...Array(6).fill(null)],
      },
      ["openingHours", 0, "open"],
      "Horário inválido: use HH:MM, de 00:00 a 23:59",
    ],
    [
      { acceptsOrders: true, openingHours: [{ open: "09:00" }, ...Array(6).fill(null)] },
      ["openingHours", 0, "close"],
      "Informe o horário no formato HH:MM",
    ],
    [
      { acceptsOrders: true, openingHours: [{ ...day, lunch: "12:00" }, ...Array(6).fill(null)] },
      ["openingHours", 0],
      expect.any(String),
    ],
    [{ acceptsOrders: true, openingHours: null, isOpen: true }, [], expect.any(String)],
  ])("refuses %j with 422", async (body, path, message) => {
    const response = await putHours("5", body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect((await listStores()).find((store) => store.id === "5")).toMatchObject({
      acceptsOrders: true,
      openingHours: null,
    });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await admin.browser.request("/api/admin/stores/5/hours", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(response.status).toBe(400);
  });
});
