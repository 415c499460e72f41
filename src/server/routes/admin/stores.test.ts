import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import { orderBody, placeTestOrder, postOrder, readError } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminStore } from "#shared/admin-stores.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { WeeklyHours } from "#shared/store-hours.ts";
import { STORE_COUNT } from "#shared/stores.ts";

let t: TestApp;
let admin: SignedInStaff;
/** Staff of stores 6 and 7 (the stores their tests change). */
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staff = await signedInStaff(t, { stores: ["6", "7"] });
});
afterAll(() => t.database.dispose());

const CLOSED_MESSAGE = "Esta loja está fechada no momento. Escolha outra loja.";
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
      deliveriesPause: null,
      lateAfterMinutes: 5,
      ticketPaper: "80mm",
      autoPrintTickets: false,
      cancelUnacceptedAfterMinutes: 30,
      timeZone: "America/Sao_Paulo",
      preparationMinutes: 45,
      dailyCapacity: [300, 300, 300, 300, 300, 300, 300],
    });
  });

  it("lists only their own stores to store staff, search included", async () => {
    const response = await staff.browser.request("/api/admin/stores");
    expect(response.status).toBe(200);
    const stores = (await response.json()) as AdminStore[];
    expect(stores.map((store) => store.id)).toEqual(["6", "7"]);
    const [six] = stores;
    const search = await staff.browser.request(
      `/api/admin/stores?q=${encodeURIComponent(six?.name ?? "")}`,
    );
    expect(((await search.json()) as AdminStore[]).map((store) => store.id)).toEqual(["6"]);
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
  it("closes a store: the shop shows it and every order is refused, delivery and Pix included", async () => {
    await writeStoredSettings(t.database.db, { pix_receiver: TEST_PIX_RECEIVER });
    const response = await putHours("2", { acceptsOrders: false, openingHours: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: "2",
      acceptsOrders: false,
      openingHours: null,
      isOpen: false,
    });
    expect(await catalogStore("2")).toMatchObject({ isOpen: false, openingHours: null });

    const refusal = {
      code: "store_closed",
      message: CLOSED_MESSAGE,
      issues: [{ path: ["storeId"], message: CLOSED_MESSAGE }],
    };
    for (const body of [
      pickupFrom("2"),
      orderBody({ storeId: "2", paymentMethod: "pix" }),
      orderBody({ storeId: "2", paymentMethod: "cash" }),
    ]) {
      const refused = await postOrder(t, body);
      expect(refused.status, `${body.deliveryMethod} ${body.paymentMethod}`).toBe(422);
      expect(await readError(refused)).toEqual(refusal);
    }

    await putHours("2", { acceptsOrders: true, openingHours: null });
    expect(await catalogStore("2")).toMatchObject({ isOpen: true });
    expect((await placeTestOrder(t, pickupFrom("2"))).deliveryMethod).toBe("pickup");
    const pix = await placeTestOrder(t, orderBody({ storeId: "2", paymentMethod: "pix" }));
    expect(pix.deliveryMethod).toBe("delivery");
    await writeStoredSettings(t.database.db, { pix_receiver: null });
  });

  it("keeps a store closed outside its hours, and open inside them", async () => {
    const closed = await putHours("3", { acceptsOrders: true, openingHours: NEVER });
    expect(await closed.json()).toMatchObject({ openingHours: NEVER, isOpen: false });
    expect(await catalogStore("3")).toMatchObject({ isOpen: false, openingHours: NEVER });
    expect((await readError(await postOrder(t, pickupFrom("3")))).code).toBe("store_closed");
    // Closed by its hours is closed for deliveries too: nobody is there to make them.
    const delivery = await postOrder(t, orderBody({ storeId: "3", paymentMethod: "cash" }));
    expect((await readError(delivery)).code).toBe("store_closed");

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

describe("store staff and their stores' hours", () => {
  it("open and close their own store", async () => {
    const response = await staff.browser.request("/api/admin/stores/6/hours", {
      method: "PUT",
      json: { acceptsOrders: false, openingHours: null },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "6", acceptsOrders: false, isOpen: false });
    await staff.browser.request("/api/admin/stores/6/hours", {
      method: "PUT",
      json: { acceptsOrders: true, openingHours: null },
    });
  });

  it("cannot touch another store's hours: 403, nothing changed", async () => {
    const response = await staff.browser.request("/api/admin/stores/8/hours", {
      method: "PUT",
      json: { acceptsOrders: false, openingHours: NEVER },
    });
    expect(response.status).toBe(403);
    expect(await readError(response)).toEqual({
      code: "other_store",
      message: "Você não tem acesso a esta loja.",
    });
    expect((await listStores()).find((store) => store.id === "8")).toMatchObject({
      acceptsOrders: true,
      openingHours: null,
    });
  });
});

describe("só retirada: deliveries paused until a time", () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const pause = (reason: string, until = inMinutes(60)) => ({
    acceptsOrders: true,
    openingHours: null,
    deliveriesPause: { until, reason },
  });
  const storeOf = async (id: string) => (await listStores()).find((store) => store.id === id);
  /** "18:30" (or "amanhã às 18:30") in São Paulo, as the customer reads the pause's end. */
  const clock = (iso: string) =>
    new Date(iso).toLocaleTimeString("pt-BR", {
      timeZone: "America/Sao_Paulo",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });

  it("refuses deliveries with until when and why, takes pickups, and is cleared by staff", async () => {
    const until = inMinutes(90);
    const response = await putHours("15", pause("  chuva forte ", until));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: "15",
      acceptsOrders: true,
      isOpen: true,
      deliveriesPause: { until: new Date(until).toISOString(), reason: "chuva forte" },
    });
    expect(await catalogStore("15")).toMatchObject({
      isOpen: true,
      deliveriesPause: { until: new Date(until).toISOString(), reason: "chuva forte" },
    });

    for (const paymentMethod of ["cash", "test"] as const) {
      const refused = await postOrder(t, orderBody({ storeId: "15", paymentMethod }));
      expect(refused.status).toBe(422);
      const error = await readError(refused);
      expect(error.code).toBe("deliveries_paused");
      expect(error.message).toMatch(
        /^Entregas pausadas até (amanhã às )?\d\d:\d\d: chuva forte\. Você pode retirar na loja\.$/,
      );
      expect(error.message).toContain(clock(until));
      expect(error.issues).toEqual([{ path: ["deliveryMethod"], message: error.message }]);
    }
    expect((await placeTestOrder(t, pickupFrom("15"))).deliveryMethod).toBe("pickup");

    // "Aberta": the pause ends, deliveries come back at once.
    const cleared = await putHours("15", {
      acceptsOrders: true,
      openingHours: null,
      deliveriesPause: null,
    });
    expect(await cleared.json()).toMatchObject({ deliveriesPause: null });
    expect(await catalogStore("15")).toMatchObject({ deliveriesPause: null });
    expect((await placeTestOrder(t, orderBody({ storeId: "15" }))).deliveryMethod).toBe("delivery");
  });

  it("ends by itself at its end time", async () => {
    expect((await putHours("16", pause("sem entregador"))).status).toBe(200);
    expect((await readError(await postOrder(t, orderBody({ storeId: "16" })))).code).toBe(
      "deliveries_paused",
    );
    await t.database.db.execute(
      "update stores set deliveries_paused_until = now() - interval '1 minute' where id = '16'",
    );
    expect((await placeTestOrder(t, orderBody({ storeId: "16" }))).deliveryMethod).toBe("delivery");
    expect(await storeOf("16")).toMatchObject({ deliveriesPause: null });
    t.catalog.invalidate();
    expect(await catalogStore("16")).toMatchObject({ deliveriesPause: null });
  });

  it("is kept when the hours are saved without it, and only an open store pauses", async () => {
    expect((await putHours("17", pause("muito movimento"))).status).toBe(200);
    const hours = await putHours("17", { acceptsOrders: true, openingHours: ALWAYS });
    expect(await hours.json()).toMatchObject({ deliveriesPause: { reason: "muito movimento" } });

    const closing = await putHours("17", {
      acceptsOrders: false,
      openingHours: null,
      deliveriesPause: { until: inMinutes(30), reason: "chuva" },
    });
    expect(closing.status).toBe(422);
    expect((await readError(closing)).issues).toEqual([
      {
        path: ["deliveriesPause"],
        message:
          "Uma loja fechada não faz entregas nem retiradas: para só retirada, deixe a loja aberta",
      },
    ]);
    expect(await storeOf("17")).toMatchObject({
      acceptsOrders: true,
      openingHours: ALWAYS,
      deliveriesPause: { reason: "muito movimento" },
    });
    // "Fechada" sends the pause's end with the switch.
    const closed = await putHours("17", {
      acceptsOrders: false,
      openingHours: null,
      deliveriesPause: null,
    });
    expect(await closed.json()).toMatchObject({ isOpen: false, deliveriesPause: null });
  });

  const REASON_MESSAGE = "Informe o motivo da pausa, com até 120 caracteres";
  it.each([
    [
      pause("chuva", inMinutes(-1)),
      ["deliveriesPause", "until"],
      "Escolha um fim da pausa depois de agora",
    ],
    [
      pause("chuva", inMinutes(24 * 60 + 5)),
      ["deliveriesPause", "until"],
      "A pausa de entregas dura no máximo 24 horas",
    ],
    [pause("x".repeat(121)), ["deliveriesPause", "reason"], REASON_MESSAGE],
    [pause("   "), ["deliveriesPause", "reason"], REASON_MESSAGE],
    [
      pause("chuva", "amanhã"),
      ["deliveriesPause", "until"],
      "Informe até quando as entregas ficam pausadas",
    ],
    [
      { acceptsOrders: true, openingHours: null, deliveriesPause: { reason: "chuva" } },
      ["deliveriesPause", "until"],
      "Informe até quando as entregas ficam pausadas",
    ],
  ])("refuses the pause %j with 422, nothing changed", async (body, path, message) => {
    const response = await putHours("18", body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await storeOf("18")).toMatchObject({ acceptsOrders: true, deliveriesPause: null });
  });

  it("takes a reason of 120 characters and an end 24 hours ahead", async () => {
    const response = await putHours("18", pause("x".repeat(120), inMinutes(24 * 60 - 1)));
    expect(response.status).toBe(200);
    await putHours("18", { acceptsOrders: true, openingHours: null, deliveriesPause: null });
  });

  it("is set by store staff for their own store only, like the switch", async () => {
    const own = await staff.browser.request("/api/admin/stores/7/hours", {
      method: "PUT",
      json: pause("chuva forte"),
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ deliveriesPause: { reason: "chuva forte" } });
    const other = await staff.browser.request("/api/admin/stores/19/hours", {
      method: "PUT",
      json: pause("chuva forte"),
    });
    expect(other.status).toBe(403);
    expect((await readError(other)).code).toBe("other_store");
    expect(await storeOf("19")).toMatchObject({ deliveriesPause: null });
    await staff.browser.request("/api/admin/stores/7/hours", {
      method: "PUT",
      json: { acceptsOrders: true, openingHours: null, deliveriesPause: null },
    });
  });
});

describe("PUT /api/admin/stores/:id/settings", () => {
  const putSettings = (browser: SignedInStaff["browser"], id: string, body: unknown) =>
    browser.request(`/api/admin/stores/${id}/settings`, { method: "PUT", json: body });
  const DEFAULTS = { lateAfterMinutes: 5, ticketPaper: "80mm", autoPrintTickets: false };
  const settingsOf = async (id: string) => {
    const store = (await listStores()).find((candidate) => candidate.id === id);
    return {
      lateAfterMinutes: store?.lateAfterMinutes,
      ticketPaper: store?.ticketPaper,
      autoPrintTickets: store?.autoPrintTickets,
    };
  };

  it("lets HQ set any store's late limit, paper and auto-print", async () => {
    const body = { lateAfterMinutes: 12, ticketPaper: "58mm", autoPrintTickets: true };
    const response = await putSettings(admin.browser, "9", body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "9", ...body });
    expect(await settingsOf("9")).toEqual(body);
    // The other stores keep the defaults.
    expect(await settingsOf("10")).toEqual(DEFAULTS);
  });

  it("lets store staff set their own store's, and answers their list with it", async () => {
    const body = { lateAfterMinutes: 240, ticketPaper: "58mm", autoPrintTickets: false };
    const response = await putSettings(staff.browser, "7", body);
    expect(response.status).toBe(200);
    const mine = (await (await staff.browser.request("/api/admin/stores")).json()) as AdminStore[];
    expect(mine.find((store) => store.id === "7")).toMatchObject(body);
  });

  it("refuses store staff another store's settings with 403, nothing changed", async () => {
    const response = await putSettings(staff.browser, "11", {
      lateAfterMinutes: 30,
      ticketPaper: "58mm",
      autoPrintTickets: true,
    });
    expect(response.status).toBe(403);
    expect((await readError(response)).code).toBe("other_store");
    expect(await settingsOf("11")).toEqual(DEFAULTS);
  });

  it("sets the minutes after which untouched orders are cancelled, from 5 to 240, and keeps them when left out", async () => {
    const cancelAfter = async (id: string) =>
      (await listStores()).find((store) => store.id === id)?.cancelUnacceptedAfterMinutes;
    expect(await cancelAfter("14")).toBe(30);
    const set = await putSettings(admin.browser, "14", {
      ...DEFAULTS,
      cancelUnacceptedAfterMinutes: 45,
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ id: "14", cancelUnacceptedAfterMinutes: 45 });
    // A client that does not know the setting leaves it as it is.
    expect((await putSettings(admin.browser, "14", DEFAULTS)).status).toBe(200);
    expect(await cancelAfter("14")).toBe(45);
    for (const minutes of [4, 241, 7.5]) {
      const refused = await putSettings(admin.browser, "14", {
        ...DEFAULTS,
        cancelUnacceptedAfterMinutes: minutes,
      });
      expect(refused.status).toBe(422);
      expect((await readError(refused)).issues).toContainEqual({
        path: ["cancelUnacceptedAfterMinutes"],
        message:
          "Informe em quantos minutos um pedido não aceito é cancelado, em minutos inteiros, de 5 a 240",
      });
    }
    expect(await cancelAfter("14")).toBe(45);
  });

  it("keeps each store's clock: Manaus by default for a Manaus store, and editable", async () => {
    const zoneOf = async (id: string) =>
      (await listStores()).find((store) => store.id === id)?.timeZone;
    // Frosty Ponta Negra (136) is in Manaus; Frosty Paulista (1) in São Paulo.
    expect(await zoneOf("136")).toBe("America/Manaus");
    expect(await zoneOf("1")).toBe("America/Sao_Paulo");
    expect((await catalogStore("136"))?.timeZone).toBe("America/Manaus");

    const set = await putSettings(admin.browser, "136", {
      ...DEFAULTS,
      timeZone: "America/Rio_Branco",
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ id: "136", timeZone: "America/Rio_Branco" });
    // A client that does not know the setting leaves it as it is.
    expect((await putSettings(admin.browser, "136", DEFAULTS)).status).toBe(200);
    expect(await zoneOf("136")).toBe("America/Rio_Branco");

    const refused = await putSettings(admin.browser, "136", {
      ...DEFAULTS,
      timeZone: "Europe/Lisbon",
    });
    expect(refused.status).toBe(422);
    expect((await readError(refused)).issues).toContainEqual({
      path: ["timeZone"],
      message: "Escolha um fuso horário do Brasil",
    });
    await putSettings(admin.browser, "136", { ...DEFAULTS, timeZone: "America/Manaus" });
  });

  it("sets the encomendas' preparation time and daily capacity, and keeps them when left out", async () => {
    const encomendasOf = async (id: string) => {
      const store = (await listStores()).find((candidate) => candidate.id === id);
      return { preparationMinutes: store?.preparationMinutes, dailyCapacity: store?.dailyCapacity };
    };
    const week = [0, 150, 150, 150, 200, 400, 600];
    const set = await putSettings(admin.browser, "15", {
      ...DEFAULTS,
      preparationMinutes: 90,
      dailyCapacity: week,
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      id: "15",
      preparationMinutes: 90,
      dailyCapacity: week,
    });
    // A client that does not know the settings leaves them as they are.
    expect((await putSettings(admin.browser, "15", DEFAULTS)).status).toBe(200);
    expect(await encomendasOf("15")).toEqual({ preparationMinutes: 90, dailyCapacity: week });
    // The other stores keep the defaults.
    expect(await encomendasOf("16")).toEqual({
      preparationMinutes: 45,
      dailyCapacity: [300, 300, 300, 300, 300, 300, 300],
    });
  });

  it("lets store staff set their own store's capacity, never another's", async () => {
    const mine = await putSettings(staff.browser, "6", {
      ...DEFAULTS,
      preparationMinutes: 30,
      dailyCapacity: [100, 100, 100, 100, 100, 100, 100],
    });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id: "6", preparationMinutes: 30 });
    const other = await putSettings(staff.browser, "17", {
      ...DEFAULTS,
      dailyCapacity: [1, 1, 1, 1, 1, 1, 1],
    });
    expect(other.status).toBe(403);
    expect((await readError(other)).code).toBe("other_store");
    const seventeen = (await listStores()).find((store) => store.id === "17");
    expect(seventeen?.dailyCapacity).toEqual([300, 300, 300, 300, 300, 300, 300]);
  });

  it.each([
    [{ preparationMinutes: 2 }, ["preparationMinutes"], "Pelo menos 5 minutos"],
    [{ preparationMinutes: 481 }, ["preparationMinutes"], "No máximo 480 minutos"],
    [
      { dailyCapacity: [300, 300, 300] },
      ["dailyCapacity"],
      "Informe os 7 dias da semana, começando no domingo",
    ],
    [
      { dailyCapacity: [300, -1, 300, 300, 300, 300, 300] },
      ["dailyCapacity", 1],
      "A capacidade não pode ser negativa",
    ],
    [
      { dailyCapacity: [300, 2.5, 300, 300, 300, 300, 300] },
      ["dailyCapacity", 1],
      "Informe a capacidade em picolés inteiros",
    ],
  ])(
    "refuses the encomendas' settings %j with a 422 in Portuguese, nothing changed",
    async (change, path, message) => {
      const response = await putSettings(admin.browser, "18", { ...DEFAULTS, ...change });
      expect(response.status).toBe(422);
      expect((await readError(response)).issues).toContainEqual({ path, message });
      const store = (await listStores()).find((candidate) => candidate.id === "18");
      expect([store?.preparationMinutes, store?.dailyCapacity]).toEqual([
        45,
        [300, 300, 300, 300, 300, 300, 300],
      ]);
    },
  );

  it("answers an unknown store with 404", async () => {
    const response = await putSettings(admin.browser, "9999", DEFAULTS);
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe("store_not_found");
  });

  const LATE_MESSAGE = "Informe o limite de atraso em minutos inteiros, de 1 a 240";
  it.each([
    [{ ...DEFAULTS, lateAfterMinutes: 0 }, ["lateAfterMinutes"], LATE_MESSAGE],
    [{ ...DEFAULTS, lateAfterMinutes: 241 }, ["lateAfterMinutes"], LATE_MESSAGE],
    [{ ...DEFAULTS, lateAfterMinutes: 2.5 }, ["lateAfterMinutes"], LATE_MESSAGE],
    [{ ...DEFAULTS, lateAfterMinutes: "5" }, ["lateAfterMinutes"], LATE_MESSAGE],
    [{ ...DEFAULTS, lateAfterMinutes: null }, ["lateAfterMinutes"], LATE_MESSAGE],
    [
      { ...DEFAULTS, ticketPaper: "A4" },
      ["ticketPaper"],
      "Escolha o papel da comanda: 80mm ou 58mm",
    ],
    [{ ...DEFAULTS, ticketPaper: undefined }, ["ticketPaper"], expect.any(String)],
    [
      { ...DEFAULTS, autoPrintTickets: "sim" },
      ["autoPrintTickets"],
      "Informe se a comanda é impressa ao aceitar o pedido (true ou false)",
    ],
    [{ lateAfterMinutes: 5 }, ["ticketPaper"], expect.any(String)],
    [{ ...DEFAULTS, isOpen: true }, [], expect.any(String)],
  ])("refuses %j with 422, nothing changed", async (body, path, message) => {
    const response = await putSettings(admin.browser, "12", body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await settingsOf("12")).toEqual(DEFAULTS);
  });

  it("takes every whole number from 1 to 240 minutes and nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double(), fc.constant(1e308)),
        async (minutes) => {
          const response = await putSettings(admin.browser, "13", {
            ...DEFAULTS,
            lateAfterMinutes: minutes,
          });
          const accepted = Number.isInteger(minutes) && minutes >= 1 && minutes <= 240;
          expect(response.status, String(minutes)).toBe(accepted ? 200 : 422);
          if (accepted) expect((await settingsOf("13")).lateAfterMinutes).toBe(minutes);
        },
      ),
      { numRuns: 40, examples: [[1], [240], [0], [241], [-1], [Number.NaN]] },
    );
  });

  it("answers malformed JSON with 400 and a body that is not JSON with 415", async () => {
    const malformed = await admin.browser.request("/api/admin/stores/12/settings", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    const form = await admin.browser.request("/api/admin/stores/12/settings", {
      method: "PUT",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "lateAfterMinutes=5",
    });
    expect(form.status).toBe(415);
  });
});

describe("POST /api/admin/stores/:id/copy", () => {
  const copy = (id: string, body: unknown, browser = admin.browser) =>
    browser.request(`/api/admin/stores/${id}/copy`, { method: "POST", json: body });

  async function areasOf(id: string) {
    const response = await admin.browser.request(`/api/admin/stores/${id}/delivery-areas`);
    expect(response.status).toBe(200);
    const areas = (await response.json()) as { name: string; feeCents: number }[];
    return areas.map(({ name, feeCents, minOrderCents, etaMinutes }: Record<string, unknown>) => ({
      name,
      feeCents,
      minOrderCents,
      etaMinutes,
    }));
  }

  async function paymentsOf(id: string) {
    const response = await admin.browser.request(`/api/admin/stores/${id}/payments`);
    expect(response.status).toBe(200);
    return (await response.json()) as { methods: object; pixReceiver: object | null };
  }

  const hoursOf = async (id: string) => (await listStores()).find((store) => store.id === id);

  it("replaces the bairros of a city's stores and of chosen stores with the source's", async () => {
    const added = await admin.browser.request("/api/admin/stores/126/delivery-areas", {
      method: "POST",
      json: { name: "Ilha do Frade", feeCents: 700, minOrderCents: 2500, etaMinutes: 40 },
    });
    expect(added.status).toBe(201);
    const source = await areasOf("126");
    expect(source.length).toBeGreaterThan(1);
    const untouched = await areasOf("128");

    const response = await copy("126", {
      what: "delivery_areas",
      to: { cities: [{ state: "ES", city: "vitoria" }], storeIds: ["129"] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      what: "delivery_areas",
      storeIds: ["127", "129"],
      changedStores: 2,
    });
    expect(await areasOf("127")).toEqual(source);
    expect(await areasOf("129")).toEqual(source);
    expect(await areasOf("128")).toEqual(untouched);
    expect(await areasOf("126")).toEqual(source);
    // The shop offers the copied bairro at once.
    expect((await catalogStore("129"))?.deliveryAreas?.map((area) => area.name)).toContain(
      "Ilha do Frade",
    );
  });

  it("copies the weekly hours to a state's stores, each keeping its open/closed switch", async () => {
    const hours: WeeklyHours = [null, ...Array(6).fill({ open: "10:00", close: "20:00" })];
    expect((await putHours("135", { acceptsOrders: true, openingHours: hours })).status).toBe(200);
    expect((await putHours("137", { acceptsOrders: false, openingHours: null })).status).toBe(200);

    const response = await copy("135", {
      what: "hours",
      to: { states: ["mt"], storeIds: ["136"] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      storeIds: ["136", "137", "138"],
      changedStores: 3,
    });
    expect(await hoursOf("136")).toMatchObject({ openingHours: hours, acceptsOrders: true });
    expect(await hoursOf("137")).toMatchObject({ openingHours: hours, acceptsOrders: false });
    expect(await hoursOf("138")).toMatchObject({ openingHours: hours, acceptsOrders: true });
    expect(await hoursOf("134")).toMatchObject({ openingHours: null });
  });

  it("copies the payment switches, never the Pix receiver", async () => {
    const source = await admin.browser.request("/api/admin/stores/133/payments", {
      method: "PUT",
      json: {
        methods: { card: false, cash: true, test: null },
        pixReceiver: { ...TEST_PIX_RECEIVER, merchantName: "Franquia Sao Luis" },
      },
    });
    expect(source.status).toBe(200);
    const own = await admin.browser.request("/api/admin/stores/131/payments", {
      method: "PUT",
      json: { methods: { whatsapp: false }, pixReceiver: TEST_PIX_RECEIVER },
    });
    expect(own.status).toBe(200);

    const response = await copy("133", { what: "payments", to: { states: ["PA"] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ storeIds: ["130", "131", "132"] });
    const sourceMethods = (await paymentsOf("133")).methods;
    expect(sourceMethods).toEqual({ card: false, cash: true });
    for (const id of ["130", "132"]) {
      expect(await paymentsOf(id)).toMatchObject({ methods: sourceMethods, pixReceiver: null });
    }
    expect(await paymentsOf("131")).toMatchObject({
      methods: sourceMethods,
      pixReceiver: TEST_PIX_RECEIVER,
    });
  });

  it("never copies onto the source, even when its state or city is chosen", async () => {
    const response = await copy("121", { what: "hours", to: { states: ["DF"] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      storeIds: ["122", "123", "124", "125"],
      changedStores: 4,
    });
    const itself = await copy("121", { what: "hours", to: { storeIds: ["121"] } });
    expect(itself.status).toBe(422);
    expect(await readError(itself)).toMatchObject({
      code: "no_store_targets",
      message: "Escolha ao menos uma loja além desta: a loja de origem não copia para si mesma",
    });
  });

  it("is for HQ only: store staff get 403 and nothing is copied", async () => {
    expect((await putHours("6", { acceptsOrders: true, openingHours: ALWAYS })).status).toBe(200);
    const response = await copy("6", { what: "hours", to: { storeIds: ["7"] } }, staff.browser);
    expect(response.status).toBe(403);
    expect(await readError(response)).toMatchObject({
      code: "hq_only",
      message: "Somente a sede pode fazer isso. Fale com a sede da rede.",
    });
    expect(await hoursOf("7")).toMatchObject({ openingHours: null });
  });

  it.each([
    [
      { what: "hours", to: { storeIds: ["9999"] } },
      ["to", "storeIds", 0],
      "Loja não encontrada: 9999",
    ],
    [{ what: "hours", to: { states: ["TO"] } }, ["to", "states", 0], "Nenhuma loja no estado TO"],
    [
      { what: "hours", to: { cities: [{ state: "SP", city: "Recife" }] } },
      ["to", "cities", 0],
      "Nenhuma loja em Recife - SP",
    ],
    [{ what: "hours", to: {} }, ["to"], "Escolha ao menos uma loja, cidade ou estado"],
    [{ what: "hours", to: { states: ["São Paulo"] } }, ["to", "states", 0], expect.any(String)],
    [{ what: "pix", to: { storeIds: ["100"] } }, ["what"], expect.stringContaining("Escolha")],
    [{ what: "hours" }, ["to"], expect.any(String)],
  ])("refuses %j with 422 and copies nothing", async (body, path, message) => {
    const response = await copy("100", body);
    expect(response.status).toBe(422);
    expect((await readError(response)).issues).toContainEqual({ path, message });
    expect(await hoursOf("100")).toMatchObject({ openingHours: null });
  });

  it("answers an unknown source with 404", async () => {
    const response = await copy("9999", { what: "hours", to: { storeIds: ["100"] } });
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe("store_not_found");
  });
});
