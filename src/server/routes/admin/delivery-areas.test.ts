import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryAreas } from "#server/db/schema.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
} from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite, DeliveryArea } from "#shared/catalog.ts";

let t: TestApp;
let admin: SignedInStaff;
/** Staff of stores 6 and 7. */
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staff = await signedInStaff(t, { stores: ["6", "7"] });
  for (const storeId of ["1", "2", "3", "6"]) await setStock(t, "1", 500, { storeId });
});
afterAll(() => t.database.dispose());

const areasPath = (storeId: string) => `/api/admin/stores/${storeId}/delivery-areas`;
const areaPath = (storeId: string, areaId: string) => `${areasPath(storeId)}/${areaId}`;

async function list(storeId: string, browser = admin.browser): Promise<DeliveryArea[]> {
  const response = await browser.request(areasPath(storeId));
  expect(response.status).toBe(200);
  return (await response.json()) as DeliveryArea[];
}

const create = (storeId: string, body: unknown, browser = admin.browser) =>
  browser.request(areasPath(storeId), { method: "POST", json: body });
const update = (storeId: string, areaId: string, body: unknown, browser = admin.browser) =>
  browser.request(areaPath(storeId, areaId), { method: "PUT", json: body });
const remove = (storeId: string, areaId: string, browser = admin.browser) =>
  browser.request(areaPath(storeId, areaId), { method: "DELETE" });

async function catalogAreas(storeId: string) {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === storeId)?.deliveryAreas;
}

/** A delivery from the store to one of its areas. */
const deliveryTo = (storeId: string, areaId: string) =>
  orderBody({
    storeId,
    deliveryAddress: { areaId, cep: "01310-200", street: "Rua Augusta", number: "10" },
  });

describe("a store's delivery areas", () => {
  it("list the seeded bairros by name", async () => {
    expect(await list("1")).toEqual([
      {
        id: "1-bela-vista",
        name: "Bela Vista",
        feeCents: 500,
        minOrderCents: null,
        etaMinutes: 30,
      },
      { id: "1-centro", name: "Centro", feeCents: 800, minOrderCents: 2000, etaMinutes: 45 },
    ]);
  });

  it("take a new bairro at once: the catalogue lists it and orders go there", async () => {
    const response = await create("2", {
      name: "  Vila Mariana ",
      feeCents: 750,
      minOrderCents: 1500,
      etaMinutes: 50,
    });
    expect(response.status).toBe(201);
    const area = (await response.json()) as DeliveryArea;
    expect(area).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Vila Mariana",
      feeCents: 750,
      minOrderCents: 1500,
      etaMinutes: 50,
    });
    expect(response.headers.get("location")).toBe(areaPath("2", area.id));
    expect(await catalogAreas("2")).toContainEqual(area);

    // R$ 8,99 is under the R$ 15,00 minimum; two are not.
    const below = await postOrder(t, deliveryTo("2", area.id));
    expect(below.status).toBe(422);
    expect((await readError(below)).code).toBe("below_minimum");
    const twice = deliveryTo("2", area.id);
    twice.items = [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }];
    const order = await placeTestOrder(t, twice);
    expect(order).toMatchObject({
      deliveryFeeCents: 750,
      delivery: { neighbourhood: "Vila Mariana", etaMinutes: 50 },
    });
  });

  it("charge the delivery fee setting when no fee is sent, with no minimum", async () => {
    await admin.browser.request("/api/admin/settings", {
      method: "PUT",
      json: { deliveryFeeCents: 650 },
    });
    const response = await create("3", { name: "Jardins", etaMinutes: 25 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      name: "Jardins",
      feeCents: 650,
      minOrderCents: null,
      etaMinutes: 25,
    });
    await admin.browser.request("/api/admin/settings", {
      method: "PUT",
      json: { deliveryFeeCents: 500 },
    });
  });

  it("refuse a name the store has, in any case, with 409; another store may have it", async () => {
    for (const [storeId, name] of [
      ["1", "centro"],
      ["1", " BELA VISTA "],
    ] as const) {
      const response = await create(storeId, { name, etaMinutes: 30 });
      expect(response.status).toBe(409);
      const error = await readError(response);
      expect(error.code).toBe("delivery_area_exists");
      expect(error.message).toBe(`Esta loja já tem o bairro "${name.trim()}". Use outro nome.`);
      expect(error.issues).toEqual([{ path: ["name"], message: error.message }]);
    }
    expect(await list("1")).toHaveLength(2);
    expect((await create("2", { name: "Bela Vista", etaMinutes: 30 })).status).toBe(201);

    // Renaming onto another area's name too.
    const rename = await update("1", "1-centro", { name: "bela vista" });
    expect(rename.status).toBe(409);
    expect((await readError(rename)).code).toBe("delivery_area_exists");
    // Its own name in another case is fine.
    const recased = await update("1", "1-centro", { name: "CENTRO" });
    expect(recased.status).toBe(200);
    await update("1", "1-centro", { name: "Centro" });
  });

  it("change only the fields sent, and the catalogue follows", async () => {
    const created = (await (
      await create("2", { name: "Moema", feeCents: 900, minOrderCents: 3000, etaMinutes: 60 })
    ).json()) as DeliveryArea;
    const response = await update("2", created.id, { feeCents: 0, minOrderCents: null });
    expect(response.status).toBe(200);
    const changed = { ...created, feeCents: 0, minOrderCents: null };
    expect(await response.json()).toEqual(changed);
    expect(await catalogAreas("2")).toContainEqual(changed);
    const order = await placeTestOrder(t, deliveryTo("2", created.id));
    expect(order).toMatchObject({ deliveryFeeCents: 0 });
  });

  it("refuse an order to a removed bairro; orders placed before keep it", async () => {
    const created = (await (
      await create("2", { name: "Jardim Europa", feeCents: 600, etaMinutes: 35 })
    ).json()) as DeliveryArea;
    const before = await placeTestOrder(t, deliveryTo("2", created.id));

    const response = await remove("2", created.id);
    expect(response.status).toBe(200);
    const left = (await response.json()) as DeliveryArea[];
    expect(left.map((area) => area.id)).not.toContain(created.id);
    const byId = (areas: DeliveryArea[] = []) =>
      [...areas].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await catalogAreas("2"))).toEqual(byId(left));

    const refused = await postOrder(t, deliveryTo("2", created.id));
    expect(refused.status).toBe(422);
    expect(await readError(refused)).toMatchObject({
      code: "unknown_area",
      issues: [{ path: ["deliveryAddress", "areaId"] }],
    });
    const read = await t.request(`/api/orders/${before.id}`, {
      headers: { "x-order-token": before.accessToken },
    });
    expect(await read.json()).toMatchObject({ delivery: { neighbourhood: "Jardim Europa" } });

    // Gone is gone: a second removal is a 404.
    expect((await remove("2", created.id)).status).toBe(404);
  });

  it("leave a store with none to pickup only", async () => {
    for (const area of await list("6")) expect((await remove("6", area.id)).status).toBe(200);
    expect(await catalogAreas("6")).toEqual([]);
    const refused = await postOrder(t, orderBody({ storeId: "6" }));
    expect(refused.status).toBe(422);
    expect(
      (await placeTestOrder(t, orderBody({ storeId: "6", deliveryMethod: "pickup" }))).store.id,
    ).toBe("6");
  });

  it("answer an area of another store, or none, with 404", async () => {
    for (const response of [
      await update("2", "1-centro", { feeCents: 100 }),
      await remove("2", "1-centro"),
      await update("1", "nenhum", { feeCents: 100 }),
      await remove("1", "nenhum"),
    ]) {
      expect(response.status).toBe(404);
      expect(await readError(response)).toEqual({
        code: "delivery_area_not_found",
        message: "Bairro não encontrado nesta loja",
      });
    }
    expect((await list("1")).find((area) => area.id === "1-centro")?.feeCents).toBe(800);
    for (const response of [
      await admin.browser.request(areasPath("9999")),
      await create("9999", { name: "Centro", etaMinutes: 30 }),
    ]) {
      expect(response.status).toBe(404);
      expect((await readError(response)).code).toBe("store_not_found");
    }
  });
});

describe("store staff and delivery areas", () => {
  it("edit their own store's", async () => {
    const response = await create(
      "7",
      { name: "Boa Vista", feeCents: 400, etaMinutes: 20 },
      staff.browser,
    );
    expect(response.status).toBe(201);
    const area = (await response.json()) as DeliveryArea;
    expect((await update("7", area.id, { etaMinutes: 25 }, staff.browser)).status).toBe(200);
    expect(await list("7", staff.browser)).toContainEqual({ ...area, etaMinutes: 25 });
    expect((await remove("7", area.id, staff.browser)).status).toBe(200);
  });

  it("cannot read or change another store's: 403, nothing changed", async () => {
    for (const response of [
      await staff.browser.request(areasPath("1")),
      await create("1", { name: "Liberdade", etaMinutes: 30 }, staff.browser),
      await update("1", "1-centro", { feeCents: 1 }, staff.browser),
      await remove("1", "1-centro", staff.browser),
    ]) {
      expect(response.status).toBe(403);
      expect(await readError(response)).toEqual({
        code: "other_store",
        message: "Você não tem acesso a esta loja.",
      });
    }
    expect(await list("1")).toHaveLength(2);
  });

  it("cannot reach another store's area through their own store: 404", async () => {
    const response = await update("7", "1-centro", { feeCents: 1 }, staff.browser);
    expect(response.status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(deliveryAreas)
      .where(and(eq(deliveryAreas.id, "1-centro"), eq(deliveryAreas.storeId, "1")));
    expect(row?.feeCents).toBe(800);
  });
});

describe("bad delivery areas", () => {
  const VALID = { name: "Consolação", feeCents: 500, minOrderCents: null, etaMinutes: 30 };
  const FEE = "Taxa do bairro: informe um valor de R$ 0,00 a R$ 1.000,00";
  const MIN = "Pedido mínimo: informe um valor de R$ 0,01 a R$ 100.000,00, ou nenhum";
  const ETA = "Tempo estimado: informe de 5 a 480 minutos inteiros";
  it.each([
    [{ ...VALID, name: "" }, ["name"], "Informe o nome do bairro"],
    [{ ...VALID, name: "   " }, ["name"], "Informe o nome do bairro"],
    [{ ...VALID, name: undefined }, ["name"], "Informe o nome do bairro"],
    [{ ...VALID, name: "x".repeat(61) }, ["name"], "O nome do bairro tem no máximo 60 caracteres"],
    [{ ...VALID, name: "Vila\nNova" }, ["name"], "O nome do bairro não pode ter quebras de linha"],
    [{ ...VALID, feeCents: -1 }, ["feeCents"], FEE],
    [{ ...VALID, feeCents: 100_001 }, ["feeCents"], FEE],
    [{ ...VALID, feeCents: 5.5 }, ["feeCents"], FEE],
    [{ ...VALID, feeCents: "500" }, ["feeCents"], FEE],
    [{ ...VALID, minOrderCents: 0 }, ["minOrderCents"], MIN],
    [{ ...VALID, minOrderCents: 10_000_001 }, ["minOrderCents"], MIN],
    [{ ...VALID, etaMinutes: 4 }, ["etaMinutes"], ETA],
    [{ ...VALID, etaMinutes: 481 }, ["etaMinutes"], ETA],
    [{ ...VALID, etaMinutes: undefined }, ["etaMinutes"], ETA],
    [{ ...VALID, storeId: "2" }, [], expect.any(String)],
  ])("refuse %j with 422, nothing stored", async (body, path, message) => {
    const response = await create("3", body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect((await list("3")).map((area) => area.name)).not.toContain("Consolação");
  });

  it("refuse an empty change, and bad fields of a change, with 422", async () => {
    const empty = await update("1", "1-centro", {});
    expect(empty.status).toBe(422);
    expect((await readError(empty)).issues).toContainEqual({
      path: [],
      message: "Envie ao menos um campo do bairro para alterar",
    });
    const bad = await update("1", "1-centro", { etaMinutes: 0, feeCents: null });
    expect(bad.status).toBe(422);
    const issues = (await readError(bad)).issues;
    expect(issues).toContainEqual({ path: ["etaMinutes"], message: ETA });
    expect(issues).toContainEqual({ path: ["feeCents"], message: FEE });
  });

  it("answer malformed JSON with 400 and a body that is not JSON with 415", async () => {
    const malformed = await admin.browser.request(areasPath("3"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    const form = await admin.browser.request(areasPath("3"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Centro",
    });
    expect(form.status).toBe(415);
  });
});
