import type { APIRequestContext, Page } from "@playwright/test";
import type { OrderStatus } from "#shared/order-terms.ts";
import { orderTrackingPath } from "#shared/order-tracking-link.ts";
import { otherBrowser } from "./support/browsers.ts";
import { moveOrder, placeOrder, placeOrderAtCheckout } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { DESKTOP, documentPhoneAndDesktop } from "./support/screenshots.ts";
import { newAdmin, signInByApi } from "./support/staff.ts";
import { getCatalog, seedState } from "./support/storefront.ts";

/** A signed-in admin's API session (the request fixture keeps its cookie): moves as the board does. */
async function staffSession(request: APIRequestContext, baseURL: string) {
  await signInByApi(request, await newAdmin(request), baseURL);
  return (orderId: string, status: OrderStatus, courierName?: string) =>
    moveOrder(request, orderId, status, { origin: baseURL, courierName });
}

const currentStep = (page: Page) =>
  page.locator('[data-testid="timeline-step"][aria-current="step"]');

const orderData = (page: Page) => page.getByRole("region", { name: "Dados do pedido" });

/** The order whole, as only the browser that placed it sees it. */
async function expectWholeOrder(page: Page) {
  await expect(orderData(page)).toContainText("(81) 97777-6666");
  await expect(orderData(page)).toContainText("Rua da Aurora, 200 - Boa Viagem, Recife/PE");
  await expect(page.getByTestId("pickup-code")).toContainText(
    /^Código de confirmação da entrega: \d{4}/,
  );
  await expect(page.getByTestId("personal-data-hidden")).toHaveCount(0);
}

test.describe("following an order from anywhere", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the tracking link opens the order in a fresh browser, which follows the store's moves live", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const origin = baseURL ?? "";
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
    await placeOrderAtCheckout(page, {
      customer: { name: "Rita Andrade", phone: "81977776666" },
      street: { street: "Rua da Aurora", number: "200" },
    });
    const orderId = (await page.getByTestId("order-id").textContent()) ?? "";
    const shortNumber = (await page.getByTestId("order-short-number").textContent()) ?? "";
    expect(orderId).toMatch(/^ORD-\d+$/);
    await expectWholeOrder(page);
    // The timeline: received (with its time), the rest to come.
    await expect(currentStep(page)).toContainText(/^Pedido recebido \(agora\)\d{2}:\d{2}$/);
    await expect(page.getByTestId("timeline-step")).toHaveText([
      /^Pedido recebido/,
      /^Em preparo/,
      /^Pronto — aguardando o entregador/,
      /^Saiu para entrega/,
      /^Entregue/,
    ]);

    // The confirmation shows the link, and "Copiar link" puts it in the clipboard.
    const trackingLink = page.getByRole("region", { name: "Acompanhe de qualquer aparelho" });
    const link = await trackingLink.getByLabel("Link de acompanhamento do pedido").inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/pedido/${orderId}\\?token=[\\w-]{20,}$`));
    await documentPhoneAndDesktop(page, "order-confirmation-link");
    await trackingLink.getByRole("button", { name: "Copiar link" }).click();
    await expect(page.getByText("Link copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Without a share sheet (this browser), "Compartilhar" goes to WhatsApp with the link.
    const share = trackingLink.getByRole("link", { name: "Compartilhar no WhatsApp" });
    const shareText = new URL((await share.getAttribute("href")) ?? "").searchParams.get("text");
    expect(shareText).toBe(
      `Meu pedido Frosty ${shortNumber} (${orderId}): Pedido recebido. Total: R$ 22,98\nAcompanhe: ${link}`,
    );

    // Another browser, as on another phone: the link alone opens the order.
    const freshErrors: string[] = [];
    const fresh = await otherBrowser(browser, {
      baseURL: origin,
      viewport: DESKTOP,
      errors: freshErrors,
    });
    await fresh.goto(link);
    await expect(fresh.getByTestId("order-id")).toHaveText(orderId);
    await expect(fresh.getByTestId("order-short-number")).toHaveText(shortNumber);
    await expect(fresh.getByTestId("order-status")).toHaveText("Pedido recebido");
    await expect(fresh.getByText("2x Picolé de Cajá")).toBeVisible();
    // The link is shared: the order without the phone whole, the door or the code.
    await expect(orderData(fresh)).toContainText("Rita Andrade");
    await expect(orderData(fresh)).toContainText("(81) 9····-6666");
    await expect(orderData(fresh)).toContainText("Rua da Aurora - Boa Viagem, Recife/PE");
    await expect(fresh.getByTestId("personal-data-hidden")).toBeVisible();
    await expect(fresh.getByText(/97777|Aurora, 200|CEP|undefined|null/)).toHaveCount(0);
    await expect(fresh.getByTestId("pickup-code")).toHaveCount(0);
    await expectNoAxeViolations(fresh);

    // The store moves it: the fresh browser follows without a reload, each step with its time.
    const move = await staffSession(request, origin);
    await move(orderId, "preparing");
    await expect(fresh.getByTestId("order-status")).toHaveText("Em preparo");
    await expect(currentStep(fresh)).toContainText(/^Em preparo \(agora\)\d{2}:\d{2}$/);
    await expect(fresh.getByTestId("timeline-step").first()).toContainText(/\d{2}:\d{2}$/);

    // A delivery that is ready waits at the store for its courier: it has not left yet, and it
    // is never "Pronto para retirada".
    await move(orderId, "ready");
    const ready = "Pronto — aguardando o entregador";
    await expect(fresh.getByTestId("order-headline")).toHaveText(ready);
    await expect(fresh.getByTestId("order-status")).toHaveText(ready);
    await expect(currentStep(fresh)).toContainText(/^Pronto — aguardando o entregador \(agora\)/);
    await expect(fresh.getByText(/Pronto para retirada/)).toHaveCount(0);
    // "Saiu para entrega" is only the step still to come.
    await expect(fresh.getByTestId("timeline-step").nth(3)).toHaveText(
      "Saiu para entrega (a seguir)",
    );
    await expect(fresh.getByTestId("timeline-time")).toHaveCount(3);
    await documentPhoneAndDesktop(fresh, "order-tracking");
    // The first browser's confirmation followed too.
    await expect(page.getByTestId("order-status")).toHaveText(ready);
    await expect(page.getByText(/Pronto para retirada/)).toHaveCount(0);

    // "Meus pedidos" in the first browser lists it, with its live status and its link.
    await page.getByRole("banner").getByRole("link", { name: "Meus pedidos" }).click();
    await expect(page).toHaveURL(/\/pedidos$/);
    await expect(page.getByRole("heading", { name: "Meus pedidos", level: 1 })).toBeVisible();
    const mine = page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`);
    await expect(mine.getByTestId("my-order-number")).toHaveText(shortNumber);
    await expect(mine.getByTestId("my-order-status")).toHaveText(
      "Pronto — aguardando o entregador",
    );
    await expect(mine).toContainText("Frosty Boa Viagem");
    await expect(mine).toContainText("R$ 22,98");
    await expectNoAxeViolations(page);
    await documentPhoneAndDesktop(page, "my-orders");
    await mine.getByRole("link").click();
    await expect(page).toHaveURL(link.replace(origin, ""));
    await expect(page.getByTestId("order-id")).toHaveText(orderId);
    // The same link in the browser that placed the order: whole, with the proof it kept.
    await expectWholeOrder(page);
    await documentPhoneAndDesktop(page, "order-tracking-owner");

    // Staff mark it out with its courier: only now does the customer read "Saiu para entrega".
    await move(orderId, "out_for_delivery", "João");
    await expect(fresh.getByTestId("order-status")).toHaveText("Saiu para entrega");
    await expect(fresh.getByTestId("order-headline")).toHaveText("Saiu para entrega");
    await expect(fresh.getByText("João está levando seu pedido.")).toBeVisible();
    await expect(currentStep(fresh)).toContainText(/^Saiu para entrega \(agora\)\d{2}:\d{2}$/);
    await expect(fresh.getByTestId("timeline-time")).toHaveCount(4);

    // Opening the link added the order to the fresh browser's own list too.
    await move(orderId, "delivered");
    await expect(fresh.getByTestId("order-status")).toHaveText("Entregue");
    await fresh.goto("/pedidos");
    await expect(
      fresh.locator(`[data-order-id="${orderId}"]`).getByTestId("my-order-status"),
    ).toHaveText("Entregue");

    await fresh.context().close();
    expect(freshErrors, "errors in the fresh browser's console").toEqual([]);
  });

  test("a wrong or incomplete link says the order was not found, and leads back to the menu", async ({
    page,
    allowConsoleError,
  }) => {
    // The browser notes the API's 404 for a wrong token in the console.
    allowConsoleError(/404/);
    for (const path of [
      "/pedido/ORD-1763900000000?token=nao-e-este",
      "/pedido/ORD-1763900000000",
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { name: "Pedido não encontrado", level: 1 }),
      ).toBeVisible();
      await expect(
        page.getByText("O link pode estar incompleto ou o pedido não existe."),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Ver cardápio" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
  });

  test("'Meus pedidos' is in the phone's header and menu, and says when there is nothing yet", async ({
    page,
    request,
  }) => {
    // A store already chosen: the picker does not open over the page.
    await seedState(page, { selectedStore: (await getCatalog(request)).stores[0] });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Meus pedidos" })).toBeVisible();
    await header.getByRole("button", { name: "Abrir menu" }).click();
    await page
      .getByRole("navigation", { name: "Menu móvel" })
      .getByRole("link", { name: "Meus pedidos" })
      .click();
    await expect(page).toHaveURL(/\/pedidos$/);
    await expect(page.getByRole("heading", { name: "Meus pedidos", level: 1 })).toBeVisible();
    await expect(page.getByText("Você ainda não fez pedidos neste navegador.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Ver cardápio" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
  });

  test("leaving the page keeps it in the back/forward cache; back shows it again, caught up", async ({
    playwright,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const order = await placeOrder(request, { storeId: "1" });
    // Playwright turns the cache off by default: a browser of its own with it on.
    const bfcacheBrowser = await playwright.chromium.launch({
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    try {
      const page = await (await bfcacheBrowser.newContext({ baseURL: origin })).newPage();
      await page.addInitScript(() => {
        window.addEventListener("pageshow", (event) => {
          if (event.persisted) document.documentElement.dataset.restored = "";
        });
      });
      await page.goto(orderTrackingPath(order.id, order.accessToken));
      await expect(page.getByTestId("order-status")).toHaveText("Pedido recebido");
      await page.getByRole("main").getByRole("link", { name: "Meus pedidos" }).click();
      await expect(page).toHaveURL(/\/pedidos$/);

      // The store moves it while the customer is elsewhere.
      const move = await staffSession(request, origin);
      await move(order.id, "preparing");
      // A page restored from the cache fires no load event: wait for the address only.
      await page.goBack({ waitUntil: "commit" });
      await expect(page.locator("html")).toHaveAttribute("data-restored", "");
      // Its status stream, closed as it left, is open again and brought the news.
      await expect(page.getByTestId("order-status")).toHaveText("Em preparo");
      await move(order.id, "ready");
      await expect(page.getByTestId("order-headline")).toHaveText("Pronto para retirada");
    } finally {
      await bfcacheBrowser.close();
    }
  });
});
