import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { AdminProductDetail } from "#shared/admin-products.ts";
import type { OrderView } from "#shared/orders.ts";
import { placeOrder } from "./support/orders.ts";
import { expect, workerServerTest as test } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { CART_KEY, getCatalog } from "./support/storefront.ts";

/**
 * Stored text is rendered escaped everywhere: HTML and script typed into an order (customer
 * name, the address's street and complement; a CPF is checked, so none can carry markup) or a product (name, description, category) shows as the literal text on
 * the customer's and the staff's pages, and nothing of it runs or becomes an element. The
 * payloads do not rely on script alone (the CSP would stop an inline handler anyway): a
 * `data-xss` element appearing would mean the text was parsed as HTML.
 */
const ORDER_TEXT = {
  name: `<img src=x onerror=window.__xss=1> Maria <b data-xss="1">Negrito</b>`,
  street: `<script>window.__xss=1</script> Rua <i data-xss="1">das Flores</i>`,
  complement: `<svg onload=__xss=1> Apto 1`,
};
const PRODUCT_TEXT = {
  name: `<img src=x onerror=window.__xss=1> Picolé <b data-xss="1">XSS</b>`,
  description: `<script>window.__xss=1</script><p data-xss="1">Cremoso &amp; gelado</p>`,
  category: `<u data-xss="1">Categoria</u>`,
};

/** A test's own product and order, both full of markup, on this worker's server. */
interface Payloads {
  product: AdminProductDetail;
  order: OrderView;
}

async function createPayloads(request: APIRequestContext, baseUrl: string): Promise<Payloads> {
  const created = await request.post("/api/admin/products", {
    headers: { origin: baseUrl },
    data: {
      ...PRODUCT_TEXT,
      priceCents: 1099,
      variations: [{ size: "medio", priceModifierCents: 0 }],
      addons: [{ name: `<b data-xss="1">Calda</b>`, priceCents: 150 }],
      isActive: true,
      imageUrl: "/images/products/3.svg",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as AdminProductDetail;
  expect(product.name).toBe(PRODUCT_TEXT.name);
  // The store the order goes to counts it in (a new flavour is at no store yet).
  const counted = await request.put("/api/admin/stores/86/stock", {
    headers: { origin: baseUrl },
    data: {
      lines: [
        { productId: product.id, stockQuantity: 50, isAvailable: true, expectedStockQuantity: 0 },
      ],
    },
  });
  expect(counted.status(), await counted.text()).toBe(200);

  const order = await placeOrder(request, {
    storeId: "86",
    items: [{ productId: product.id, addonIds: product.addons.map((a) => a.id), quantity: 1 }],
    customer: { name: ORDER_TEXT.name, phone: "(81) 99999-0000" },
    deliveryMethod: "delivery",
    deliveryAddress: {
      areaId: "86-boa-viagem",
      cep: "51020-000",
      street: ORDER_TEXT.street,
      number: "10",
      complement: ORDER_TEXT.complement,
    },
  });
  expect(order.customer.name).toBe(ORDER_TEXT.name);
  return { product, order };
}

/** Any dialog (alert, confirm, prompt) the page opens is recorded, and dismissed. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Each text shows literally (in `within`, the whole page by default); no markup of it became an
 * element; no script of it ran.
 */
async function expectLiteral(
  page: Page,
  where: string,
  texts: string[],
  within: Page | Locator = page,
): Promise<void> {
  for (const text of texts) {
    await expect(
      within.getByText(text, { exact: false }).first(),
      `${where}: ${text}`,
    ).toBeVisible();
  }
  await expect(page.locator('[data-xss], img[src="x"], svg[onload]'), where).toHaveCount(0);
  const injected = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    // Scripts that run: the server's JSON data blocks (the catalogue, JSON-LD) carry the text
    // as data, escaped, and never run.
    scripts: [...document.scripts].filter(
      (script) => !/json$/.test(script.type) && script.text.includes("__xss"),
    ).length,
  }));
  expect(injected, where).toEqual({ xss: undefined, scripts: 0 });
}

test.describe("stored text with HTML and script", { tag: "@chain" }, () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows as text on the menu, the product page and the order confirmation", async ({
    page,
    request,
    ownServer,
  }) => {
    const dialogs = recordDialogs(page);
    await signInAsAdmin(page, request, ownServer.dataDir);
    const { product, order } = await createPayloads(request, ownServer.baseUrl);
    const catalog = await getCatalog(request);
    const store = catalog.stores.find((candidate) => candidate.id === "86");

    // The customer's own state: a chosen store (no picker in the way) and the order placed.
    await page.goto("/sobre");
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: CART_KEY,
      value: JSON.stringify({
        state: { items: [], orders: [order], selectedStore: store ?? null },
        version: 1,
      }),
    });

    await page.goto("/cardapio");
    await expect(page.getByRole("tab", { name: PRODUCT_TEXT.category })).toBeVisible();
    await expectLiteral(page, "menu", [PRODUCT_TEXT.name]);
    await page.getByRole("tab", { name: PRODUCT_TEXT.category }).click();
    await expect(page.getByRole("tabpanel").getByTestId("product-card")).toHaveCount(1);
    // The chosen tab's panel: "Todos", hidden now, holds the same card.
    await expectLiteral(page, "menu tab", [PRODUCT_TEXT.name], page.getByRole("tabpanel"));

    await page.goto(`/produto/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT_TEXT.name })).toBeVisible();
    await expectLiteral(page, "product page", [
      PRODUCT_TEXT.name,
      PRODUCT_TEXT.description,
      `<b data-xss="1">Calda</b>`,
    ]);

    await page.goto("/confirmacao");
    await expect(page.getByRole("heading", { name: "Pedido confirmado!" })).toBeVisible();
    await expectLiteral(page, "confirmation", [
      order.id,
      ORDER_TEXT.name,
      ORDER_TEXT.street,
      ORDER_TEXT.complement,
      PRODUCT_TEXT.name,
    ]);
    expect(dialogs).toEqual([]);
  });

  test("shows as text on the staff's order list, order detail and product list", async ({
    page,
    request,
    ownServer,
  }) => {
    const dialogs = recordDialogs(page);
    await signInAsAdmin(page, request, ownServer.dataDir);
    const { order } = await createPayloads(request, ownServer.baseUrl);

    await page.goto("/admin/pedidos");
    const card = page.locator(`[data-order-id="${order.id}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(ORDER_TEXT.name);
    await expectLiteral(page, "order list", [ORDER_TEXT.name]);

    await card.getByRole("button", { name: /^Abrir pedido #\d+/ }).click();
    const detail = page.getByRole("dialog", { name: new RegExp(`^Pedido #\\d+ ${order.id}$`) });
    await expect(detail).toContainText(ORDER_TEXT.name);
    await expect(detail).toContainText(ORDER_TEXT.street);
    await expect(detail).toContainText(ORDER_TEXT.complement);
    await expect(detail).toContainText(PRODUCT_TEXT.name);
    await expectLiteral(page, "order detail", [
      ORDER_TEXT.name,
      ORDER_TEXT.street,
      ORDER_TEXT.complement,
    ]);

    await page.goto("/admin/produtos");
    await expectLiteral(page, "product list", [PRODUCT_TEXT.name]);
    expect(dialogs).toEqual([]);
  });
});
