import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { settings } from "#server/db/schema.ts";
import { DEFAULT_SITE_CONFIG, siteConfigFromEnv } from "#server/site-config.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp, testAppOf } from "#server/testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import type { ShopSettings } from "#shared/admin-settings.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

const DEFAULT_CONTACT = {
  phones: DEFAULT_SITE_CONFIG.phones,
  supportEmail: DEFAULT_SITE_CONFIG.supportEmail,
  defaultWhatsapp: DEFAULT_SITE_CONFIG.defaultWhatsapp,
  ordersWhatsapp: DEFAULT_SITE_CONFIG.ordersWhatsapp,
  chatUrl: DEFAULT_SITE_CONFIG.chatUrl,
};

async function readSettings(browser = admin.browser): Promise<ShopSettings> {
  const response = await browser.request("/api/admin/settings");
  expect(response.status).toBe(200);
  return (await response.json()) as ShopSettings;
}

const put = (body: unknown, browser = admin.browser) =>
  browser.request("/api/admin/settings", { method: "PUT", json: body });

async function catalog(
  request: (path: string) => Promise<Response> = t.request,
): Promise<CatalogWithSite> {
  return (await (await request("/api/catalog")).json()) as CatalogWithSite;
}

describe("GET /api/admin/settings", () => {
  it("starts from R$ 5,00, the seeded goals and the default contacts", async () => {
    expect(await readSettings()).toEqual({
      deliveryFeeCents: 500,
      monthlyGoalCents: 8_000_000,
      monthlyGoalQuantity: 8_900,
      contact: DEFAULT_CONTACT,
      contactDefaults: DEFAULT_CONTACT,
    });
    const shop = await catalog();
    expect(shop.deliveryFeeCents).toBe(500);
    expect(shop.site).toEqual(DEFAULT_SITE_CONFIG);
  });
});

describe("PUT /api/admin/settings", () => {
  it("changes the fee new delivery areas start with; existing areas keep their own", async () => {
    const response = await put({ deliveryFeeCents: 750 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ShopSettings).deliveryFeeCents).toBe(750);
    expect((await catalog()).deliveryFeeCents).toBe(750);

    // Store "1"'s own bairro still costs what it was set to.
    const delivery = await placeTestOrder(t, orderBody());
    expect(delivery).toMatchObject({ subtotalCents: 899, deliveryFeeCents: 500, totalCents: 1399 });
    const pickup = await placeTestOrder(t, orderBody({ deliveryMethod: "pickup" }));
    expect(pickup).toMatchObject({ deliveryFeeCents: 0, totalCents: 899 });

    const created = await admin.browser.request("/api/admin/stores/1/delivery-areas", {
      method: "POST",
      json: { name: "Jardins", etaMinutes: 40 },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Jardins", feeCents: 750 });
    await put({ deliveryFeeCents: 500 });
  });

  it("changes the dashboard's goals and leaves what was not sent", async () => {
    const response = await put({ monthlyGoalCents: 12_345_600 });
    expect(await response.json()).toMatchObject({
      deliveryFeeCents: 500,
      monthlyGoalCents: 12_345_600,
      monthlyGoalQuantity: 8_900,
    });
    await put({ monthlyGoalQuantity: 10_000 });
    const dashboard = (await (
      await admin.browser.request("/api/admin/dashboard")
    ).json()) as DashboardFigures;
    expect(dashboard.monthlyGoalCents).toBe(12_345_600);
    expect(dashboard.monthlyGoalQuantity).toBe(10_000);
  });

  it("overrides contact details in the shop, and null brings the default back", async () => {
    const contact = {
      phones: ["(11) 4000-0000", "(11) 98000-0000", "+55 81 3000-1111"],
      supportEmail: "atendimento@frosty.example.com",
      defaultWhatsapp: "5511980000000",
      ordersWhatsapp: "5511980000001",
      chatUrl: "https://chat.example.com/frosty",
    };
    const response = await put({ contact });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as ShopSettings;
    expect(saved.contact).toEqual(contact);
    expect(saved.contactDefaults).toEqual(DEFAULT_CONTACT);
    expect((await catalog()).site).toEqual({ ...DEFAULT_SITE_CONFIG, ...contact });

    const cleared = await put({ contact: { phones: null, chatUrl: null } });
    expect(((await cleared.json()) as ShopSettings).contact).toEqual({
      ...contact,
      phones: DEFAULT_CONTACT.phones,
      chatUrl: DEFAULT_CONTACT.chatUrl,
    });
    const rows = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, "contact_phones"));
    expect(rows).toEqual([]);
    await put({
      contact: { supportEmail: null, defaultWhatsapp: null, ordersWhatsapp: null },
    });
    expect((await readSettings()).contact).toEqual(DEFAULT_CONTACT);
  });

  it("trims what it saves", async () => {
    const response = await put({
      contact: { supportEmail: "  sac@frosty.example.com ", phones: [" (81) 3000-0000 "] },
    });
    expect(((await response.json()) as ShopSettings).contact).toMatchObject({
      supportEmail: "sac@frosty.example.com",
      phones: ["(81) 3000-0000"],
    });
    await put({ contact: { supportEmail: null, phones: null } });
  });

  it.each([
    [{}, [], "Envie ao menos uma configuração para salvar"],
    [{ deliveryFeeCents: -1 }, ["deliveryFeeCents"], "A taxa de entrega não pode ser negativa"],
    [{ deliveryFeeCents: 7.5 }, ["deliveryFeeCents"], "Taxa de entrega: informe um número inteiro"],
    [
      { deliveryFeeCents: "750" },
      ["deliveryFeeCents"],
      "Taxa de entrega: informe um número inteiro",
    ],
    [
      { deliveryFeeCents: 100_001 },
      ["deliveryFeeCents"],
      "A taxa de entrega passa do limite de R$ 1.000,00",
    ],
    [{ monthlyGoalCents: 0 }, ["monthlyGoalCents"], "A meta de vendas deve ser maior que zero"],
    [
      { monthlyGoalQuantity: 2_147_483_648 },
      ["monthlyGoalQuantity"],
      "Meta de unidades grande demais",
    ],
    [{ contact: { phones: [] } }, ["contact", "phones"], "Informe pelo menos um telefone"],
    [
      { contact: { phones: ["ligue já"] } },
      ["contact", "phones", 0],
      "Telefone inválido: use números, espaços, parênteses e hífen",
    ],
    [
      { contact: { phones: ["123"] } },
      ["contact", "phones", 0],
      "Telefone inválido: informe de 8 a 15 dígitos",
    ],
    [{ contact: { supportEmail: "sac" } }, ["contact", "supportEmail"], "E-mail inválido"],
    [
      { contact: { defaultWhatsapp: "(81) 99000-0000" } },
      ["contact", "defaultWhatsapp"],
      "WhatsApp inválido: use só dígitos, 55 + DDD + número",
    ],
    [
      { contact: { chatUrl: "javascript:alert(1)" } },
      ["contact", "chatUrl"],
      "Link inválido: use um endereço http:// ou https://",
    ],
  ])("refuses %j with 422", async (body, path, message) => {
    const before = await readSettings();
    const response = await put(body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toContainEqual({ path, message });
    expect(await readSettings()).toEqual(before);
  });

  it("refuses unknown keys, and saves nothing of a request with one bad field", async () => {
    const unknown = await put({ deliveryFee: 700 });
    expect(unknown.status).toBe(422);
    const mixed = await put({ deliveryFeeCents: 900, contact: { supportEmail: "x" } });
    expect(mixed.status).toBe(422);
    expect((await readSettings()).deliveryFeeCents).toBe(500);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await admin.browser.request("/api/admin/settings", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{ deliveryFeeCents: ",
    });
    expect(response.status).toBe(400);
  });
});

describe("where the contact details come from", () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const fromEnv = siteConfigFromEnv({
    SITE_PHONES: "(21) 3000-0000",
    SITE_SUPPORT_EMAIL: "env@frosty.example.com",
    SITE_CHAT_URL: "https://chat.example.com/env",
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = createApp({ db: database.db, logger: pino({ level: "silent" }), site: fromEnv });
  });
  afterAll(() => database.dispose());

  it("takes a saved value over the environment, and the environment over the default", async () => {
    const envApp = testAppOf(database, app);
    const envAdmin = await signedInStaff(envApp, { admin: true });

    const before = await readSettings(envAdmin.browser);
    expect(before.contact).toMatchObject({
      phones: ["(21) 3000-0000"],
      supportEmail: "env@frosty.example.com",
      chatUrl: "https://chat.example.com/env",
      defaultWhatsapp: DEFAULT_SITE_CONFIG.defaultWhatsapp,
    });
    expect(before.contactDefaults).toEqual(before.contact);

    await put({ contact: { supportEmail: "salvo@frosty.example.com" } }, envAdmin.browser);
    const site = (await catalog(envApp.request)).site;
    expect(site.supportEmail).toBe("salvo@frosty.example.com");
    expect(site.phones).toEqual(["(21) 3000-0000"]);

    await put({ contact: { supportEmail: null } }, envAdmin.browser);
    expect((await catalog(envApp.request)).site.supportEmail).toBe("env@frosty.example.com");
  });

  it("falls back when a saved value was broken by hand", async () => {
    await database.db
      .insert(settings)
      .values([
        { key: "delivery_fee_cents", value: "cinco reais" },
        { key: "contact_chat_url", value: "javascript:alert(1)" },
      ])
      .onConflictDoNothing();
    const shop = await catalog(async (path) => app.app.request(path));
    expect(shop.deliveryFeeCents).toBe(500);
    expect(shop.site.chatUrl).toBe("https://chat.example.com/env");
  });
});
