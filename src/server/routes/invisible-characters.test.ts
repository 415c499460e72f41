/**
 * Names and addresses reach staff screens and the CSV without the characters that hide or
 * reorder text (clean-text.ts): right-to-left overrides, isolates, zero-width characters.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "#server/db/schema.ts";
import { orderBody, postOrder, readError, setStock } from "#server/testing/orders.ts";
import { productInput } from "#server/testing/product-fixtures.ts";
import { newStaffEmail, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminProductDetail } from "#shared/admin-products.ts";
import type { DeliveryArea } from "#shared/catalog.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setStock(t, "1", 1000);
});
afterAll(() => t.database.dispose());

/** Everything the issue names, in one string. */
const HIDDEN =
  "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200B\u200C\u200D\u200E\u200F" +
  "\u2060\u2061\u2062\u2063\u2064\uFEFF\u00AD\u061C";
const HIDDEN_CHARACTER = new RegExp(`[${HIDDEN}]`, "u");

async function storedOrder(id: string) {
  const [row] = await t.database.db
    .select({ name: orders.customerName, address: orders.customerAddress })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

describe("an order's customer text", () => {
  it("is stored and shown without direction overrides or invisible characters", async () => {
    const response = await postOrder(
      t,
      orderBody({
        customer: { name: "\u202Eabc" },
        deliveryAddress: {
          areaId: "1-bela-vista",
          cep: "01310-200",
          street: "Av.\u00A0Paulista\u2066\u200B",
          number: "10\u200D00",
          complement: "\uFEFFapto\u2067 12\u2069",
        },
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const order = (await response.json()) as OrderView;
    expect(order.customer.name).toBe("abc");
    expect(order.delivery).toMatchObject({
      street: "Av.\u00A0Paulista",
      number: "1000",
      complement: "apto 12",
    });
    const row = await storedOrder(order.id);
    expect(row?.name).toBe("abc");
    expect(row?.address ?? "").not.toMatch(HIDDEN_CHARACTER);

    // What staff read: the queue and the CSV.
    const admin = await signedInStaff(t, { admin: true });
    const queue = await admin.browser.request("/api/admin/orders?q=abc");
    expect(queue.status).toBe(200);
    const listed = JSON.stringify(await queue.json());
    expect(listed).toContain(order.id);
    expect(listed).not.toMatch(HIDDEN_CHARACTER);
    // Yesterday to tomorrow: today, in whatever time zone the shop's day is counted.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const csv = await admin.browser.request(
      `/api/admin/reports/orders.csv?from=${day(-1)}&to=${day(1)}`,
    );
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(order.id);
    expect(text.slice(1)).not.toMatch(HIDDEN_CHARACTER); // after the file's own BOM
  });

  it("puts decomposed accents together, so the same name is the same text", async () => {
    const response = await postOrder(t, orderBody({ customer: { name: "Jose\u0301 Sa\u0301" } }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as OrderView).customer.name).toBe("José Sá");
  });

  it("refuses a name that is only invisible characters, or holds a line break, in pt-BR", async () => {
    const empty = await postOrder(t, orderBody({ customer: { name: "\u200B\u202E\u2066" } }));
    expect(empty.status).toBe(422);
    expect(await readError(empty)).toMatchObject({
      code: "validation_failed",
      message: "Preencha os campos obrigatórios",
      issues: [{ path: ["customer", "name"] }],
    });

    const broken = await postOrder(t, orderBody({ customer: { name: "Ana\nSouza" } }));
    expect(broken.status).toBe(422);
    expect(await readError(broken)).toMatchObject({
      message: "Remova os caracteres de controle do texto",
      issues: [{ path: ["customer", "name"] }],
    });
  });
});

describe("a staff account's name", () => {
  it("is kept without overrides at sign-up and when changed", async () => {
    const browser = new TestBrowser(t);
    const email = newStaffEmail();
    const response = await browser.signUp({ email, name: "\u202EAna\u200B Lima\u2069" });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string; name: string } };
    expect(user.name).toBe("Ana Lima");
    const nameOf = async () =>
      (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]
        ?.name;
    expect(await nameOf()).toBe("Ana Lima");

    await browser.signIn(email);
    const renamed = await browser.post("/api/auth/update-user", { name: "\u2067Bia\u2069 Lima" });
    expect(renamed.status).toBe(200);
    expect(await nameOf()).toBe("Bia Lima");
  });

  it("refuses a name that is only invisible characters, in pt-BR", async () => {
    const response = await new TestBrowser(t).signUp({
      email: newStaffEmail(),
      name: "\u200B\u202E\uFEFF",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "NAME_REQUIRED",
      message: "Informe seu nome completo",
    });
  });
});

describe("names staff give the catalogue", () => {
  it("keep no invisible characters: flavours, add-ons and bairros", async () => {
    const admin = await signedInStaff(t, { admin: true });
    const created = await admin.browser.request("/api/admin/products", {
      method: "POST",
      json: productInput({
        name: "Picolé\u200B de\u202E Uva",
        description: "Uva\u2066 Niágara.\nSem açúcar\u00AD.",
        addons: [{ name: "\uFEFFCalda", priceCents: 100 }],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = (await created.json()) as AdminProductDetail;
    expect(product.name).toBe("Picolé de Uva");
    expect(product.description).toBe("Uva Niágara.\nSem açúcar.");
    expect(product.addons.map((addon) => addon.name)).toEqual(["Calda"]);

    const area = await admin.browser.request("/api/admin/stores/1/delivery-areas", {
      method: "POST",
      json: { name: "Vila\u200B Invisível\u202E", etaMinutes: 30 },
    });
    expect(area.status, await area.clone().text()).toBe(201);
    expect(((await area.json()) as DeliveryArea).name).toBe("Vila Invisível");
    // The same name with a hidden character is the same bairro, not a look-alike second one.
    const twin = await admin.browser.request("/api/admin/stores/1/delivery-areas", {
      method: "POST",
      json: { name: "Vila Invis\u00ADível", etaMinutes: 30 },
    });
    expect(twin.status).toBe(409);
  });
});
