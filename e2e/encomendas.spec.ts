import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { StoreSchedule } from "#shared/scheduling-schemas.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { countChimeNotes } from "./support/board-alerts.ts";
import { clientAddress } from "./support/browsers.ts";
import { fillCustomer } from "./support/checkout-form.ts";
import { confirmAtCheckout } from "./support/orders.ts";
import { expect, test } from "./support/own-server.ts";
import { newAdmin } from "./support/staff.ts";
import { counterTablet } from "./support/store-staff.ts";
import { givePixReceiver, storesOf } from "./support/stores.ts";

/**
 * Encomendas, as issue 30's "done when" says: a 50-picolé party box for tomorrow at a Recife
 * store, mixed from four flavours and paid, waits in "Agendados" with its production list and
 * not in the live queue; with the clock moved to its slot minus the store's preparation time it
 * enters the queue, and the board rings. And a store whose day takes 60 picolés refuses a
 * second 50-box for that day, naming the days still open. Each test runs its own server: the
 * first restarts it with its release clock moved (CLOCK_OFFSET_SECONDS), which no shared server
 * may do.
 */
const RECIFE = "88";
const FLAVOURS = ["Picolé de Cajá", "Picolé de Umbu", "Picolé de Graviola", "Picolé de Tamarindo"];
const MIX = [14, 12, 12, 12];

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

/** The server's env: Pix from the environment, encomendas looked at every second. */
const SERVER_ENV = {
  PIX_KEY: TEST_PIX_RECEIVER.key,
  PIX_KEY_TYPE: TEST_PIX_RECEIVER.keyType,
  PIX_MERCHANT_NAME: TEST_PIX_RECEIVER.merchantName,
  PIX_MERCHANT_CITY: TEST_PIX_RECEIVER.merchantCity,
  ENCOMENDA_CHECK_SECONDS: "1",
};

async function boxOf(request: APIRequestContext, size: number) {
  const catalog = (await (await request.get("/api/catalog")).json()) as CatalogWithSite;
  const box = catalog.products.find((product) => product.box?.size === size);
  if (!box) throw new Error(`no box of ${size} in the catalogue`);
  const store = catalog.stores.find((candidate) => candidate.id === RECIFE);
  if (!store) throw new Error(`store ${RECIFE} is missing`);
  const flavourIds = FLAVOURS.map((name) => {
    const flavour = catalog.products.find((product) => product.name === name);
    if (!flavour) throw new Error(`no ${name}`);
    return flavour.id;
  });
  return { box, store, flavourIds };
}

/** A phone at the server, its chosen store set before the app starts. */
async function phoneAt(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  return context.newPage();
}

/** Builds the box on its page from the four flavours, tapping and typing, and adds it. */
async function buildBox(page: Page, boxId: string, size: number) {
  await page.goto(`/produto/${boxId}`);
  await expect(page.getByTestId("box-progress")).toHaveText(`faltam ${size} de ${size}`);
  // The first flavour by its stepper, the others typed.
  const more = page.getByRole("button", { name: `Mais um ${FLAVOURS[0]}` });
  for (let i = 0; i < 2; i++) await more.tap();
  await expect(page.getByTestId("box-progress")).toHaveText(`faltam ${size - 2} de ${size}`);
  await page.getByLabel(`Quantidade de ${FLAVOURS[0]}`).fill(String(MIX[0]));
  for (const [index, name] of FLAVOURS.entries()) {
    if (index === 0) continue;
    await page.getByLabel(`Quantidade de ${name}`).fill(String(MIX[index]));
  }
  await expect(page.getByTestId("box-progress")).toHaveText("Caixa completa");
  // Full: no more goes in.
  await expect(page.getByRole("button", { name: `Mais um ${FLAVOURS[1]}` })).toBeDisabled();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).tap();
  await expect(page).toHaveURL(/\/carrinho$/);
}

/** At checkout: a pickup, the first open slot of tomorrow (else of the first open day). */
async function scheduleAtCheckout(page: Page): Promise<string> {
  await page.goto("/checkout");
  await fillCustomer(page, { name: "Helena Festa", phone: "81988887777" });
  const when = page.getByTestId("order-when");
  await expect(when.getByRole("radio", { name: "Agora" })).toHaveCount(0);
  const days = when.getByTestId("schedule-day");
  await when.scrollIntoViewIfNeeded();
  await expect(days.first()).toBeVisible();
  const tomorrow = days.filter({ hasText: "amanhã" }).and(days.filter({ hasNotText: "esgotado" }));
  const day = (await tomorrow.count()) > 0 ? tomorrow.first() : days.first();
  await day.tap();
  const slot = when.getByTestId("schedule-slot").filter({ hasNotText: "esgotado" }).last();
  const label = (await slot.textContent()) ?? "";
  await slot.tap();
  await page.getByRole("radio", { name: "Retirada" }).check();
  return label.trim();
}

/** The start of the slot at `time` on `date`, as the store's schedule lists it. */
async function slotStartOf(
  request: APIRequestContext,
  storeId: string,
  date: string,
  time: string,
): Promise<string> {
  const schedule = (await (
    await request.get(`/api/stores/${storeId}/schedule?units=50&leadHours=24`)
  ).json()) as StoreSchedule;
  const slot = schedule.days
    .find((day) => day.date === date)
    ?.slots.find((candidate) => candidate.label === time);
  if (!slot) throw new Error(`no slot ${date} ${time}`);
  return slot.start;
}

test.describe("Encomendas", () => {
  test("a 50-picolé box for tomorrow: paid, in Agendados with its production list, then in the queue with its alarm", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    let server = await startAppServer({ env: SERVER_ENV });
    try {
      const hq = await playwright.request.newContext({
        baseURL: server.baseUrl,
        extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
      });
      await newAdmin(hq, server.dataDir);
      const { box, store, flavourIds } = await boxOf(hq, 50);

      // The customer, on a phone, at Frosty Casa Forte (Recife).
      const phone = await phoneAt(browser, server);
      await phone.goto("/sobre");
      await phone.evaluate(
        (value) => localStorage.setItem("frosty-cart", value),
        JSON.stringify({ state: { items: [], orders: [], selectedStore: store }, version: 1 }),
      );
      await buildBox(phone, box.id, 50);
      await expect(phone.getByTestId("box-mix").first()).toContainText(`${MIX[0]} ${FLAVOURS[0]}`);
      await shot(phone, testInfo, "encomenda-cart-390");
      const time = await scheduleAtCheckout(phone);
      // R$ 199,90 is paid upfront: Pix only.
      await expect(phone.getByRole("radio", { name: /^Pix/ })).toBeChecked();
      await shot(phone, testInfo, "encomenda-checkout-390");
      const order = await confirmAtCheckout(phone, "tap");
      expect(order.status).toBe("awaiting_payment");
      expect(order.schedule?.time).toBe(time);
      expect(order.items[0]?.boxParts?.map((part) => [part.productId, part.quantity])).toEqual(
        flavourIds.map((id, index) => [id, MIX[index]]),
      );
      await expect(phone.getByTestId("order-schedule")).toContainText(time);
      await shot(phone, testInfo, "encomenda-confirmation-390");

      // The store's counter tablet confirms the Pix; the encomenda waits for its time.
      const tablet = await counterTablet(browser, server.baseUrl, server.dataDir, RECIFE);
      const paid = await tablet.request.post(`/api/admin/orders/${order.id}/payment-confirmation`, {
        headers: { origin: server.baseUrl },
        data: { version: 1 },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      expect(((await paid.json()) as AdminOrderDetail).status).toBe("scheduled");
      await tablet.goto("/admin/pedidos");
      await expect(tablet.getByTestId("live-status")).toHaveText("Ao vivo");
      await expect(tablet.locator(`[data-order-id="${order.id}"]`)).toHaveCount(0);
      await tablet.getByRole("link", { name: "Agendados" }).tap();
      const scheduled = tablet.locator(`[data-order-id="${order.id}"]`);
      await expect(scheduled).toBeVisible();
      await expect(scheduled).toContainText(time);
      await tablet
        .getByRole("button", { name: /Lista de produção/ })
        .first()
        .tap();
      const production = tablet.getByTestId("production-list");
      for (const [index, name] of FLAVOURS.entries()) {
        await expect(production.getByRole("row", { name: new RegExp(name) })).toContainText(
          String(MIX[index]),
        );
      }
      await shot(tablet, testInfo, "encomenda-agendados-1024");
      await tablet.context().close();
      await phone.context().close();
      await hq.dispose();

      // The same data, on a server whose release clock is at the slot minus the preparation
      // time (45 min) less 20 s: the encomenda enters the queue 20 s after it starts.
      const slot = new Date(order.schedule?.slotStart ?? 0).getTime();
      const dataDir = server.dataDir;
      await server.stop({ keepData: true });
      const offset = Math.floor((slot - 45 * 60_000 - (Date.now() + 20_000)) / 1000);
      server = await startAppServer({
        dataDir,
        env: { ...SERVER_ENV, CLOCK_OFFSET_SECONDS: String(offset) },
      });
      const board = await counterTablet(browser, server.baseUrl, server.dataDir, RECIFE);
      const notes = await countChimeNotes(board);
      await board.goto("/admin/pedidos");
      await expect(board.getByTestId("live-status")).toHaveText("Ao vivo");
      await board.getByRole("heading", { name: "Pedidos", level: 1 }).tap();
      const card = board.locator(`[data-order-id="${order.id}"]`);
      await expect(card).toBeVisible({ timeout: 40_000 });
      await expect(card.getByTestId("order-card-schedule")).toHaveText(`Agendado para ${time}`);
      await expect(board.getByText(/Novo pedido #\d+/)).toBeVisible();
      await expect(board.getByText(`Encomenda para ${time} · ${store.name}`)).toBeVisible();
      await expect.poll(notes).toBeGreaterThan(0);
      await shot(board, testInfo, "encomenda-queue-1024");
      await board.context().close();
    } finally {
      await server.stop();
    }
  });

  test("a day that takes 60 picolés refuses a second 50-box, naming the days still open", async ({
    page,
    playwright,
    ownServer,
    allowConsoleError,
  }, testInfo) => {
    // The refusal, as the browser logs any 4xx.
    allowConsoleError(/status of 409/);
    const baseURL = ownServer.baseUrl;
    const [STORE] = storesOf("encomendas");
    await givePixReceiver(playwright, baseURL, [STORE]);
    const hq = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    await newAdmin(hq);
    const capacity = await hq.put(`/api/admin/stores/${STORE}/settings`, {
      headers: { origin: baseURL },
      data: {
        lateAfterMinutes: 5,
        ticketPaper: "80mm",
        autoPrintTickets: false,
        dailyCapacity: Array(7).fill(60),
      },
    });
    expect(capacity.status(), await capacity.text()).toBe(200);
    const catalog = (await (await hq.get("/api/catalog")).json()) as CatalogWithSite;
    const box = catalog.products.find((product) => product.box?.size === 50);
    const store = catalog.stores.find((candidate) => candidate.id === STORE);
    if (!box?.box || !store) throw new Error("no 50-box or no store");

    // The customer chooses the day's first slot for a 50-box…
    await page.goto("/sobre");
    await page.evaluate(
      (value) => localStorage.setItem("frosty-cart", value),
      JSON.stringify({ state: { items: [], orders: [], selectedStore: store }, version: 1 }),
    );
    await buildBox(page, box.id, 50);
    const time = await scheduleAtCheckout(page);
    const day = await page
      .getByTestId("schedule-day")
      .and(page.locator('[aria-pressed="true"]'))
      .getAttribute("data-date");
    // …and before they confirm, someone else takes 50 of that day's 60.
    const flavours = box.box.flavourIds.slice(0, 2);
    const first = await hq.post("/api/orders", {
      headers: { "idempotency-key": crypto.randomUUID() },
      data: {
        storeId: STORE,
        items: [
          {
            productId: box.id,
            size: "medio",
            addonIds: [],
            quantity: 1,
            boxParts: [
              { productId: flavours[0], quantity: 25 },
              { productId: flavours[1], quantity: 25 },
            ],
          },
        ],
        customer: { name: "Outra Festa", phone: "81977776666" },
        deliveryMethod: "pickup",
        paymentMethod: "pix",
        schedule: { slotStart: await slotStartOf(hq, STORE, day ?? "", time) },
      },
    });
    expect(first.status(), await first.text()).toBe(201);
    await page.getByRole("button", { name: "Confirmar pedido" }).tap();
    const [, month, dd] = (day ?? "").split("-");
    const refusal = page.locator("#schedule-error");
    await expect(refusal).toContainText(
      `A loja não tem mais capacidade para encomendas em ${dd}/${month}. Dias com vaga:`,
    );
    await expect(page.locator(`[data-testid="schedule-day"][data-date="${day}"]`)).toContainText(
      "esgotado",
    );
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "encomenda-capacity-390");
    await expect(page).toHaveURL(/\/checkout$/);
    await hq.dispose();
  });
});
