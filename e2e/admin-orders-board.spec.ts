import type { Page } from "@playwright/test";
import type { OrderView } from "#shared/orders.ts";
import {
  countChimeNotes,
  recordNotifications,
  untouchedUntilTapped,
} from "./support/board-alerts.ts";
import { ownBairro, placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, workerServerTest as test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin, signInByApi } from "./support/staff.ts";
import { newStoreStaff, signInAsStoreStaff } from "./support/store-staff.ts";

/**
 * The board a store's counter works from at rush hour: short numbers, what to make, the pickup
 * code at hand-over, the kitchen ticket, the alarm that repeats until someone opens the order,
 * and each store's staff seeing only their store. Each test takes stores of its own
 * (support/stores.ts), so its orders are #001, #002… there.
 */
/** A customer of the board's orders: each has a name, all the same phone. */
const customer = (name: string) => ({ name, phone: "(81) 99999-0000" });

const cardOf = (page: Page, order: OrderView) => page.locator(`[data-order-id="${order.id}"]`);

/** Any four digits but the order's own. */
const wrongCode = (order: OrderView) =>
  String((Number(order.pickupCode) + 1) % 10_000).padStart(4, "0");

/** A PDF's page sizes in points (72 per inch), from its MediaBox entries. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const boxes = pdf.toString("latin1").matchAll(/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g);
  return [...boxes].map((box) => ({ width: Number(box[1]), height: Number(box[2]) }));
}
const MM_IN_POINTS = 72 / 25.4;

test.describe("the order board at a store's counter", () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows a store's staff their store's orders by short number, with what to make, and hands a pickup over against its code", async ({
    page,
    request,
    ownServer,
    allowConsoleError,
  }) => {
    // The refused hand-over is a 422, which Chromium notes in the console.
    allowConsoleError(/status of 422/);
    const order = await placeOrder(request, {
      storeId: "5",
      customer: customer("Ana Beatriz"),
      items: [
        { productId: "1", quantity: 2 },
        { productId: "6", quantity: 1 },
      ],
    });
    const elsewhere = await placeOrder(request, { storeId: "6", customer: customer("Outra Loja") });
    await signInAsStoreStaff(page, request, ["5"], ownServer.dataDir);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await page.goto("/admin/pedidos");

    const card = cardOf(page, order);
    await expect(card.getByTestId("short-number")).toHaveText("#001");
    await expect(card).toContainText(order.id);
    await expect(card.getByRole("list", { name: "Itens" }).getByRole("listitem")).toHaveText([
      `2× ${order.items[0]?.name} · Médio`,
      `1× ${order.items[1]?.name} · Médio`,
    ]);
    await expect(card).toContainText("Retirada");
    await expect(card.getByTestId("waiting-time")).toHaveText("Esperando há agora");
    await expect(cardOf(page, elsewhere)).toHaveCount(0);
    await expect(page.getByTestId("order-card")).toHaveCount(1);
    // The store they work at, on the board itself; the tab counts what nobody opened.
    await expect(page.getByRole("main")).toContainText(order.store.name);
    await expect(page).toHaveTitle("(1) Pedidos — Frosty Admin");
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "board-390");

    // One step at a time; accepting it is dealing with it: the count goes.
    await card.getByRole("button", { name: "Iniciar preparo" }).click();
    await expect(page).toHaveTitle("Pedidos — Frosty Admin");
    await page.getByRole("tab", { name: /^Em preparo/ }).click();
    await card.getByRole("button", { name: "Marcar como pronto" }).click();
    await page.getByRole("tab", { name: /^Pronto/ }).click();
    await card.getByRole("button", { name: "Marcar como entregue" }).click();

    // Handing over: the code the customer shows, a wrong one refused in the dialog.
    const handOver = page.getByRole("dialog", { name: "Entregar o pedido #001" });
    await expect(handOver).toContainText("Peça ao cliente o código de retirada");
    const code = handOver.getByLabel("Código de retirada");
    await handOver.getByRole("button", { name: "Confirmar entrega" }).click();
    await expect(handOver.getByRole("alert")).toHaveText("Informe o código de retirada");
    await code.fill(wrongCode(order));
    await handOver.getByRole("button", { name: "Confirmar entrega" }).click();
    await expect(handOver.getByRole("alert")).toHaveText("Código de retirada incorreto");
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "board-handover-390");
    await code.fill(order.pickupCode);
    await handOver.getByRole("button", { name: "Confirmar entrega" }).click();
    await expect(handOver).toBeHidden();
    await expect(page.getByText("Status atualizado com sucesso").first()).toBeVisible();
    await page.getByRole("tab", { name: /^Entregue/ }).click();
    await expect(card).toBeVisible();

    // The detail says when the code was checked.
    await card.getByRole("button", { name: `Abrir pedido #001 (${order.id})` }).click();
    const detail = page.getByRole("dialog", { name: `Pedido #001 ${order.id}` });
    await expect(detail).toContainText(/Conferido às \d{2}:\d{2}/);
  });

  test("prints the kitchen ticket on the store's paper, REIMPRESSÃO from the second print", async ({
    page,
    request,
    ownServer,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    // The browser's print dialog, counted instead of shown.
    await page.addInitScript(() => {
      const counted = window as unknown as { prints: number };
      counted.prints = 0;
      window.print = () => {
        counted.prints += 1;
      };
    });
    const prints = () => page.evaluate(() => (window as unknown as { prints: number }).prints);
    const order = await placeOrder(request, {
      storeId: "7",
      deliveryMethod: "delivery",
      deliveryAddress: await ownBairro(request, "7", {
        cep: "04538-132",
        street: "Rua das Flores",
        number: "10",
      }),
      customer: customer("Pedro Henrique"),
      items: [
        { productId: "1", quantity: 2 },
        { productId: "9", quantity: 1 },
      ],
    });
    await signInAsStoreStaff(page, request, ["7"], ownServer.dataDir);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await page.goto("/admin/pedidos");
    await expect(cardOf(page, order)).toBeVisible();
    await documentScreenshot(page, "board-1024");

    // Opening marks it seen, then the board reads it again: the print is counted after that (a
    // read still on its way would bring back the count from before the print).
    let seen = false;
    const readAgain = page.waitForResponse((response) => {
      if (response.url().endsWith(`/api/admin/orders/${order.id}/seen`)) seen = true;
      return (
        seen &&
        response.url().endsWith(`/api/admin/orders/${order.id}`) &&
        response.request().method() === "GET"
      );
    });
    await cardOf(page, order)
      .getByRole("button", { name: /^Abrir pedido #001/ })
      .click();
    const detail = page.getByRole("dialog", { name: `Pedido #001 ${order.id}` });
    await expect(detail).toBeVisible();
    await readAgain;
    await documentScreenshot(page, "board-detail-1024");
    await detail.getByRole("button", { name: "Imprimir" }).click();
    await expect.poll(prints).toBe(1);
    await expect(detail).toContainText("Comanda impressa 1 vez");

    // Printed, the page is the ticket alone.
    const ticket = page.getByTestId("kitchen-ticket");
    await page.emulateMedia({ media: "print" });
    await expect(ticket).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeHidden();
    await expect(ticket).toHaveAttribute("data-paper", "80mm");
    await expect(ticket.getByTestId("ticket-short-number")).toHaveText("#001");
    for (const text of [
      "ENTREGA",
      `2x ${order.items[0]?.name} (Médio)`,
      `1x ${order.items[1]?.name} (Médio)`,
      "Cliente: Pedro Henrique",
      "Telefone: (81) 99999-0000",
      "Entregar em: Rua das Flores, 10Indianópolis — São Paulo/SPCEP 04538-132",
      "Tempo estimado: 30 min",
      "Pagamento: Pagamento de teste",
      "Total: R$ 31,97",
    ]) {
      await expect(ticket).toContainText(text);
    }
    await expect(ticket).not.toContainText("REIMPRESSÃO");
    await documentScreenshot(page, "board-ticket-print");
    // One page, exactly the paper's width, as long as the ticket.
    const pdf = await page.pdf({
      path: test.info().outputPath("board-ticket-80mm.pdf"),
      width: "80mm",
      preferCSSPageSize: true,
    });
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(80 * MM_IN_POINTS, 0);
    expect(pages[0]?.height).toBeGreaterThan(60 * MM_IN_POINTS);
    await page.emulateMedia({ media: "screen" });
    await expect(ticket).toBeHidden();

    // The second print says so.
    await detail.getByRole("button", { name: "Imprimir" }).click();
    await expect.poll(prints).toBe(2);
    await expect(ticket).toContainText("REIMPRESSÃO (2ª via)");
    await expect(detail).toContainText("Comanda impressa 2 vezes");

    // A store on 58 mm paper that prints by itself: accepting the order prints its ticket.
    const settings = await page.request.put("/api/admin/stores/7/settings", {
      headers: { origin: ownServer.baseUrl },
      data: { lateAfterMinutes: 5, ticketPaper: "58mm", autoPrintTickets: true },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    await page.keyboard.press("Escape");
    const next = await placeOrder(request, { storeId: "7", customer: customer("Carla Dias") });
    await expect(cardOf(page, next)).toBeVisible();
    await cardOf(page, next).getByRole("button", { name: "Iniciar preparo" }).click();
    await expect.poll(prints).toBe(3);
    await expect(ticket.getByTestId("ticket-short-number")).toHaveText("#002");
    await expect(ticket).toHaveAttribute("data-paper", "58mm");
    await expect(ticket).toContainText("RETIRADA");
    await page.emulateMedia({ media: "print" });
    const narrow = pdfPages(await page.pdf({ width: "58mm", preferCSSPageSize: true }));
    expect(narrow).toHaveLength(1);
    expect(narrow[0]?.width).toBeCloseTo(58 * MM_IN_POINTS, 0);
  });

  test("rings for a new order until someone opens it, counts it in the tab, and notifies in the background", async ({
    page,
    request,
    ownServer,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.context().grantPermissions(["notifications"]);
    // The page's clock runs as a real one, and the test moves it on where it would only wait
    // for the alarm's next rings (every 4 s): every timer due on the way fires, in order.
    await page.clock.install();
    // The chime's notes and the system notifications, recorded.
    const notes = await countChimeNotes(page);
    const notifications = await recordNotifications(page);

    await signInAsStoreStaff(page, request, ["8"], ownServer.dataDir);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await page.goto("/admin/pedidos");
    await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");
    await expect(page).toHaveTitle("Pedidos — Frosty Admin");
    await expect(page.getByText("Notificações ativas")).toBeVisible();
    // A click on the page: browsers let it make sound from then on.
    await page.getByRole("heading", { name: "Pedidos", level: 1 }).click();
    // The tab goes to the background.
    await page.evaluate(() =>
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true }),
    );

    const order = await placeOrder(request, { storeId: "8", customer: customer("João Pereira") });
    await expect(cardOf(page, order)).toBeVisible();
    await expect(page.getByText("Novo pedido #001")).toBeVisible();
    await expect(page).toHaveTitle("(1) Pedidos — Frosty Admin");
    await expect
      .poll(notifications)
      .toEqual([`Novo pedido #001 | ${order.store.name}: abra o painel para ver o pedido.`]);
    // Two notes a chime, again every few seconds while nobody opens it: after the first, two
    // more over the next 8 s.
    await expect.poll(notes).toBeGreaterThanOrEqual(2);
    await page.clock.runFor(8_000);
    await expect.poll(notes, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    await documentScreenshot(page, "board-new-order-1024");

    await cardOf(page, order)
      .getByRole("button", { name: /^Abrir pedido #001/ })
      .click();
    await expect(page).toHaveTitle("Pedidos — Frosty Admin");
    const after = await notes();
    // Six seconds on the page's clock: a ring still due would have sounded.
    await page.clock.runFor(6_000);
    expect(await notes()).toBe(after);
  });

  test("shows each store's staff only their orders, HQ the chain by state and city", async ({
    page,
    request,
    ownServer,
    browser,
    playwright,
  }) => {
    const recife = await placeOrder(request, {
      storeId: "86",
      customer: customer("Cliente de Recife"),
    });
    const saoPaulo = await placeOrder(request, {
      storeId: "1",
      customer: customer("Cliente de São Paulo"),
    });

    // Staff of another store: neither on their board, nor by its address.
    const other = await browser.newContext({
      baseURL: ownServer.baseUrl,
      viewport: { width: 390, height: 844 },
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    const otherPage = await other.newPage();
    // Its own API client: a sign-up leaves a session in the client that made it.
    const otherRequest = await playwright.request.newContext({ baseURL: ownServer.baseUrl });
    await signInAsStoreStaff(otherPage, otherRequest, ["2"], ownServer.dataDir);
    await expect(otherPage).toHaveURL(/\/admin\/pedidos$/);
    await otherPage.goto(`/admin/pedidos?pedido=${recife.id}`);
    await expect(otherPage.getByRole("dialog")).toContainText("Pedido não encontrado");
    await otherPage.keyboard.press("Escape");
    await expect(otherPage.getByText("Nenhum pedido").first()).toBeVisible();
    await expect(otherPage.getByTestId("order-card")).toHaveCount(0);
    await other.close();
    await otherRequest.dispose();

    await signInAsAdmin(page, request, ownServer.dataDir);
    await page.goto("/admin/pedidos");
    await expect(cardOf(page, recife)).toBeVisible();
    await expect(cardOf(page, saoPaulo)).toBeVisible();
    await expect(cardOf(page, recife)).toContainText(recife.store.name);
    await page.getByRole("button", { name: "Filtros" }).click();
    await page.getByLabel("Estado").selectOption("PE");
    await expect(page).toHaveURL(/uf=PE/);
    await expect(cardOf(page, saoPaulo)).toHaveCount(0);
    await expect(cardOf(page, recife)).toBeVisible();
    await page.getByLabel("Cidade").selectOption("Recife");
    await expect(page).toHaveURL(/cidade=Recife/);
    await expect(cardOf(page, recife)).toBeVisible();
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "board-hq-filters-390");
  });

  test.describe("on a touch tablet at the counter", () => {
    test.use({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      isMobile: false,
      deviceScaleFactor: 1,
    });

    test("a fresh board: the first tap does what it says with the alarm on, every control too, a delivery leaves only when marked, and modo cozinha fits four orders", async ({
      page,
      request,
      ownServer,
    }) => {
      test.setTimeout(120_000);
      const store = "4";
      const notes = await countChimeNotes(page);
      await recordNotifications(page, "default");
      await untouchedUntilTapped(page);
      const first = await placeOrder(request, { storeId: store, customer: customer("Ana Lima") });
      const delivery = await placeOrder(request, {
        storeId: store,
        deliveryMethod: "delivery",
        customer: customer("Bruno Dias"),
      });
      // Signed in through the page's own API client: the board's is the first page this tab
      // opens, and nobody has touched it (a sign-in form would have been a touch).
      const account = await newStoreStaff(request, [store], ownServer.dataDir);
      await signInByApi(page.request, account, ownServer.baseUrl);
      await page.goto("/admin/pedidos");
      await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");
      // A new order while nobody has touched the page yet: it rings, silently for now.
      const ringing = await placeOrder(request, { storeId: store, customer: customer("Caio") });
      await expect(cardOf(page, ringing)).toBeVisible();
      const sound = page.getByRole("switch", { name: "Som ligado" });
      await expect(sound).toHaveAttribute("aria-checked", "true");
      const hint = page.getByTestId("sound-unlock");
      await expect(hint).toHaveText("Toque na tela para ativar o som");
      await expect(hint).toBeVisible();
      const start = cardOf(page, first).getByRole("button", { name: "Iniciar preparo" });
      const notify = page.getByRole("button", { name: "Ativar notificações" });
      const before = { sound: await sound.boundingBox(), notify: await notify.boundingBox() };
      await documentScreenshot(page, "board-touch-1024");

      // The first tap: the order starts, and nothing moved under the finger.
      await start.tap();
      await expect(page.getByText("Status atualizado com sucesso").first()).toBeVisible();
      const preparing = page.getByTestId("column-preparing");
      await expect(preparing.locator(`[data-order-id="${first.id}"]`)).toBeVisible();
      await expect(hint).toBeHidden();
      expect(await sound.boundingBox()).toEqual(before.sound);
      expect(await notify.boundingBox()).toEqual(before.notify);
      // The alarm stays on: saved so, and the waiting order now rings out loud.
      await expect(sound).toHaveAttribute("aria-checked", "true");
      expect(await page.evaluate(() => localStorage.getItem("frosty-admin-order-sound"))).not.toBe(
        "off",
      );
      await expect.poll(notes, { timeout: 10_000 }).toBeGreaterThan(0);

      // The toolbar: each control does what it says.
      await sound.tap();
      const muted = page.getByRole("switch", { name: "Som desligado" });
      await expect(muted).toHaveAttribute("aria-checked", "false");
      await muted.tap();
      await expect(sound).toHaveAttribute("aria-checked", "true");
      await notify.tap();
      await expect(page.getByText("Notificações ativas")).toBeVisible();

      // The cards: a pickup is handed over against its code.
      const firstCard = cardOf(page, first);
      await firstCard.getByRole("button", { name: "Marcar como pronto" }).tap();
      await expect(
        page.getByTestId("column-ready").locator(`[data-order-id="${first.id}"]`),
      ).toBeVisible();
      await firstCard.getByRole("button", { name: "Marcar como entregue" }).tap();
      const handOver = page.getByRole("dialog", { name: "Entregar o pedido #001" });
      await handOver.getByLabel("Código de retirada").fill(first.pickupCode);
      await handOver.getByRole("button", { name: "Confirmar entrega" }).tap();
      await expect(handOver).toBeHidden();
      await expect(
        page.getByTestId("column-delivered").locator(`[data-order-id="${first.id}"]`),
      ).toBeVisible();

      // Its number opens its detail, the one place to cancel, after asking.
      await cardOf(page, ringing)
        .getByRole("button", { name: /^Abrir pedido #003/ })
        .tap();
      const detail = page.getByRole("dialog", { name: `Pedido #003 ${ringing.id}` });
      await detail.getByLabel(`Status do pedido ${ringing.id}`).selectOption("cancelled");
      const cancel = page.getByRole("dialog", { name: "Cancelar o pedido #003?" });
      await cancel.getByRole("button", { name: "Cancelar pedido" }).tap();
      await expect(cancel).toBeHidden();
      await detail.getByRole("button", { name: "Fechar" }).tap();
      await expect(
        page.getByTestId("column-cancelled").locator(`[data-order-id="${ringing.id}"]`),
      ).toBeVisible();

      // A delivery: ready is not gone; it leaves when "Saiu para entrega" is tapped.
      const deliveryCard = cardOf(page, delivery);
      const statusOf = async () => {
        const read = await request.get(`/api/admin/orders/${delivery.id}`);
        return (await read.json()) as { status: string; courierName: string | null };
      };
      await deliveryCard.getByRole("button", { name: "Iniciar preparo" }).tap();
      await expect(preparing.locator(`[data-order-id="${delivery.id}"]`)).toBeVisible();
      await deliveryCard.getByRole("button", { name: "Marcar como pronto" }).tap();
      const ready = page.getByTestId("column-ready");
      await expect(ready.locator(`[data-order-id="${delivery.id}"]`)).toBeVisible();
      await expect(ready.getByRole("heading", { level: 2 })).toContainText("Pronto");
      await expect(deliveryCard.getByTestId("delivery-method")).toHaveText("Entrega");
      await expect.poll(async () => (await statusOf()).status).toBe("ready");
      await deliveryCard.getByRole("button", { name: "Saiu para entrega" }).tap();
      const dispatch = page.getByRole("dialog", { name: "Saiu para entrega: pedido #002" });
      expect((await statusOf()).status).toBe("ready");
      await dispatch.getByLabel("Entregador (opcional)").fill("Carlos Moto");
      await dispatch.getByRole("button", { name: "Confirmar saída" }).tap();
      const out = page.getByTestId("column-out_for_delivery");
      await expect(out.locator(`[data-order-id="${delivery.id}"]`)).toBeVisible();
      await expect
        .poll(statusOf)
        .toEqual(
          expect.objectContaining({ status: "out_for_delivery", courierName: "Carlos Moto" }),
        );
      await deliveryCard.getByRole("button", { name: "Marcar como entregue" }).tap();
      await page
        .getByRole("dialog", { name: "Entregar o pedido #002" })
        .getByRole("button", { name: "Confirmar entrega" })
        .tap();
      await expect.poll(async () => (await statusOf()).status).toBe("delivered");

      // Modo cozinha: one tap, full screen, no filters, and remembered on this device.
      await page.getByRole("switch", { name: "Modo cozinha" }).tap();
      const kitchen = page.getByTestId("kitchen-screen");
      await expect(kitchen).toBeVisible();
      await expect(page.getByRole("search")).toHaveCount(0);
      const pending = [];
      for (const name of ["Davi", "Elisa", "Fábio", "Gabi"]) {
        pending.push(
          await placeOrder(request, {
            storeId: store,
            customer: customer(name),
            items: [{ productId: "1", quantity: 2, addonIds: [] }],
          }),
        );
      }
      await page.reload();
      await expect(kitchen).toBeVisible();
      for (const status of ["pending", "preparing", "ready", "out_for_delivery"]) {
        await expect(kitchen.getByTestId(`column-${status}`)).toBeVisible();
      }
      const column = kitchen.getByTestId("column-pending");
      for (const order of pending) {
        const card = column.locator(`[data-order-id="${order.id}"]`);
        await expect(card).toBeVisible();
        const box = await card.boundingBox();
        if (!box) throw new Error(`${order.id} has no box`);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(768);
        const action = await card.getByRole("button", { name: "Iniciar preparo" }).boundingBox();
        expect(action?.height).toBeGreaterThanOrEqual(48);
      }
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "board-kitchen-1024");
      // Its next step, tapped: the order goes on to Em preparo.
      await kitchen
        .locator(`[data-order-id="${pending[0]?.id}"]`)
        .getByRole("button", { name: "Iniciar preparo" })
        .tap();
      await expect(
        kitchen.getByTestId("column-preparing").locator(`[data-order-id="${pending[0]?.id}"]`),
      ).toBeVisible();
      await kitchen.getByRole("switch", { name: "Modo cozinha" }).tap();
      await expect(kitchen).toHaveCount(0);
      await expect(page.getByRole("search")).toBeVisible();
    });
  });
});
