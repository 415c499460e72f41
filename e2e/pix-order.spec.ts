import { randomUUID } from "node:crypto";
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Page,
  PlaywrightWorkerArgs,
} from "@playwright/test";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import type { OrderView } from "#shared/orders.ts";
import type { StoreStock } from "#shared/store-stock-schemas.ts";
import type { AppServer } from "./support/app-server.ts";
import { placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { newAdmin, signInByApi } from "./support/staff.ts";
import { CART_KEY, getCatalog } from "./support/storefront.ts";
import { catalogStore, givePixReceiver, storesOf } from "./support/stores.ts";

/**
 * Pix on the worker's shared server: HQ gives the spec's stores a Pix receiver of their own
 * (the chain has none, and keeps none). The first store takes the Pix and WhatsApp orders; the
 * second the one that expires, in the serial "chain-settings" project, since it shortens the
 * chain's Pix deadline (its server's Pix expiry check runs every second: own-server.ts).
 */
const [PIX_STORE, EXPIRY_STORE] = storesOf("pix-order");
const FLAVOUR = "1"; // Picolé de Cajá

/** The test's store, with the Pix receiver given first (saving it again changes nothing). */
async function pixStore(
  { playwright, request, baseURL }: TestArgs,
  storeId: string,
): Promise<CatalogStore> {
  await givePixReceiver(playwright, baseURL ?? "", [storeId]);
  return catalogStore(request, storeId);
}

type TestArgs = {
  playwright: PlaywrightWorkerArgs["playwright"];
  request: APIRequestContext;
  baseURL: string | undefined;
};

/** Places an order through the API, as the checkout does, and returns the server's answer. */
async function placeAtStore(
  request: APIRequestContext,
  store: CatalogStore,
  paymentMethod: "pix" | "whatsapp",
  quantity = 2,
): Promise<OrderView> {
  const area = store.deliveryAreas[0];
  if (!area) throw new Error(`store ${store.id} delivers nowhere`);
  return placeOrder(request, {
    storeId: store.id,
    items: [{ productId: FLAVOUR, quantity }],
    customer: { name: `Cliente Pix ${randomUUID().slice(0, 6)}`, phone: "(81) 98888-1234" },
    deliveryMethod: "delivery",
    deliveryAddress: {
      areaId: area.id,
      cep: "51020-000",
      street: "Av. Boa Viagem",
      number: "500",
      complement: "apto 301",
    },
    paymentMethod,
  });
}

/** The customer's browser holds the order as the checkout leaves it, then shows its page. */
async function openConfirmation(page: Page, order: OrderView, store: CatalogStore) {
  await page.goto("/sobre");
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: CART_KEY,
    value: JSON.stringify({
      state: { items: [], orders: [order], selectedStore: store },
      version: 1,
    }),
  });
  await page.goto("/confirmacao");
}

/**
 * An admin signed in (through the API, as the login page does) in a browser of their own:
 * `staff` calls the API with that browser's cookies.
 */
async function staffContext(
  browser: Browser,
  request: APIRequestContext,
  server: AppServer,
): Promise<{ context: BrowserContext; staff: APIRequestContext }> {
  const account = await newAdmin(request, server.dataDir);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  await signInByApi(context.request, account);
  return { context, staff: context.request };
}

async function stockOf(staff: APIRequestContext, storeId: string): Promise<number> {
  const response = await staff.get(`/api/admin/stores/${storeId}/stock`);
  expect(response.ok(), await response.text()).toBe(true);
  const stock = (await response.json()) as StoreStock;
  const line = stock.lines.find((l) => l.productId === FLAVOUR);
  if (!line) throw new Error(`flavour ${FLAVOUR} is missing from the stock of ${storeId}`);
  return line.stockQuantity;
}

test.describe("a Pix order", () => {
  test("shows the QR code and the copia e cola, and turns to 'Pagamento confirmado' live", async ({
    page,
    context,
    browser,
    request,
    ownServer,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const store = await pixStore({ playwright, request, baseURL }, PIX_STORE);
    expect(store.paymentMethods).toContain("pix");
    const order = await placeAtStore(request, store, "pix");
    expect(order.status).toBe("awaiting_payment");
    const pix = order.payment.pix;
    if (!pix) throw new Error("a Pix order without its Pix");

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConfirmation(page, order, store);
    await expect(page.getByTestId("order-headline")).toHaveText("Aguardando o pagamento");
    await expect(page.getByRole("heading", { name: "Pedido confirmado!" })).toHaveCount(0);
    await expect(page.getByTestId("order-status")).toHaveText("Aguardando pagamento");

    // The QR code, drawn as SVG, with the amount and the time left.
    const pixPanel = page.getByTestId("pix-payment");
    const qr = pixPanel.getByRole("img", {
      name: `QR Code do Pix de ${formatBRL(order.totalCents)}`,
    });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    await expect(pixPanel.getByTestId("pix-amount")).toHaveText(formatBRL(order.totalCents));
    const countdown = pixPanel.getByRole("timer");
    await expect(countdown).toHaveText(/^Pague em (29:[0-5]\d|30:00)$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? "");
    await expect(pixPanel).toContainText(
      "Abra o app do seu banco, escolha Pix › Pagar com QR Code ou Pix copia e cola",
    );

    // The copia e cola is the order's payload, and the button copies it.
    const code = pixPanel.getByLabel("Pix copia e cola");
    await expect(code).toHaveValue(pix.payload);
    await expect(code).toHaveAttribute("readonly", "");
    await pixPanel.getByRole("button", { name: "Copiar código" }).click();
    await expect(pixPanel.getByRole("status")).toHaveText("Código copiado");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pix.payload);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await documentScreenshot(page, "pix-390");
    await documentScreenshot(pixPanel, "pix-panel-390");

    // The same page on a computer, kept open to see it change too.
    const desktop = await browser.newContext({
      baseURL: ownServer.baseUrl,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
      viewport: { width: 1280, height: 800 },
    });
    const desktopPage = await desktop.newPage();
    await openConfirmation(desktopPage, order, store);
    await expect(desktopPage.getByTestId("pix-qr")).toBeVisible();
    await documentScreenshot(desktopPage, "pix-1280");

    // Staff, in their own browser, see the Pix on the statement and confirm it.
    const { context: staffBrowser, staff } = await staffContext(browser, request, ownServer);
    const detail = await staff.get(`/api/admin/orders/${order.id}`);
    expect(detail.ok(), await detail.text()).toBe(true);
    const { version } = (await detail.json()) as AdminOrderDetail;
    const confirmed = await staff.post(`/api/admin/orders/${order.id}/payment-confirmation`, {
      headers: { origin: ownServer.baseUrl },
      data: { version },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // The customer's page turns without a reload.
    await expect(page.getByTestId("order-headline")).toHaveText("Pagamento confirmado");
    await expect(page.getByTestId("order-status")).toHaveText("Pedido recebido");
    await expect(page.getByTestId("payment-message")).toHaveText(
      "Pago com Pix: a loja confirmou o pagamento.",
    );
    await expect(pixPanel).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await documentScreenshot(page, "pix-paid-390");
    await expect(desktopPage.getByTestId("order-headline")).toHaveText("Pagamento confirmado");
    await documentScreenshot(desktopPage, "pix-paid-1280");
    await desktop.close();
    await staffBrowser.close();
  });

  test.describe("unpaid past its deadline", { tag: "@chain" }, () => {
    test("is cancelled, the page says so live, and its stock is back", async ({
      page,
      browser,
      request,
      ownServer,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const store = await pixStore({ playwright, request, baseURL }, EXPIRY_STORE);
      const { context: staffBrowser, staff } = await staffContext(browser, request, ownServer);
      const saved = await staff.put("/api/admin/settings/payments", {
        headers: { origin: ownServer.baseUrl },
        data: { pixExpiryMinutes: 1 },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      const stockBefore = await stockOf(staff, store.id);
      const order = await placeAtStore(request, store, "pix", 2);
      expect(order.status).toBe("awaiting_payment");
      expect(await stockOf(staff, store.id)).toBe(stockBefore - 2);

      await openConfirmation(page, order, store);
      await expect(page.getByRole("timer")).toHaveText(/^Pague em 0[01]:\d{2}$/);
      await expect(page.getByTestId("order-headline")).toHaveText(
        "O prazo do Pix acabou e o pedido foi cancelado",
        { timeout: 120_000 },
      );
      await expect(page.getByTestId("order-status")).toHaveText("Cancelado");
      await expect(page.getByTestId("pix-payment")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Pedido confirmado!" })).toHaveCount(0);
      expect(await stockOf(staff, store.id)).toBe(stockBefore);
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "pix-expired-390");
      await staffBrowser.close();
    });
  });
});

test.describe("a WhatsApp order", () => {
  test("waits to be sent, and offers to send it again to the store", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const store = await pixStore({ playwright, request, baseURL }, PIX_STORE);
    const catalog = await getCatalog(request);
    expect(store.paymentMethods).toContain("whatsapp");
    const order = await placeAtStore(request, store, "whatsapp", 1);

    await openConfirmation(page, order, store);
    await expect(page.getByTestId("order-headline")).toHaveText(
      "Falta enviar o pedido pelo WhatsApp",
    );
    await expect(page.getByRole("heading", { name: "Pedido confirmado!" })).toHaveCount(0);
    await expect(page.getByTestId("order-status")).toHaveText("Aguardando envio");
    const send = page.getByRole("link", { name: "Enviar pelo WhatsApp" });
    const digits = order.store.whatsapp ?? catalog.site.ordersWhatsapp;
    const href = (await send.getAttribute("href")) ?? "";
    expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
    const text = decodeURIComponent(href.slice(href.indexOf("?text=") + 6));
    expect(text).toContain(`na ${store.name}`);
    expect(text).toContain(`#${String(order.shortNumber).padStart(3, "0")} (${order.id})`);
    expect(text).toContain("Entrega em: Av. Boa Viagem, 500, apto 301");
    expect(text).toContain(`Total: ${formatBRL(order.totalCents)}`);
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "whatsapp-390");
  });
});
