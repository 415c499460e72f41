import type { Page, TestInfo } from "@playwright/test";
import { type LocalPsp, startLocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import type { OrderView } from "#shared/orders.ts";
import { countChimeNotes } from "./support/board-alerts.ts";
import { choosePayment } from "./support/checkout-form.ts";
import { connectStoreToLocalPsp, lastChargeTxid } from "./support/local-psp.ts";
import { confirmAtCheckout, openCheckoutAt } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { counterTablet } from "./support/store-staff.ts";
import { catalogStore, givePixReceiver, storesOf } from "./support/stores.ts";

/**
 * Pix automático, as the "done when" says: a Pix order placed in the shop turns to
 * "Pagamento confirmado" on the customer's phone and enters the store's board within 5 s of the
 * bank (the local PSP, in this worker's process) marking it paid, with nobody at the store
 * tapping anything. Each store has its own connection to the PSP, saved by HQ through the API,
 * and a static Pix receiver (what the order falls back to without the bank).
 */
const [PAID_STORE, REFUND_STORE] = storesOf("pix-automatic");
/** The bound: from the bank marking it paid to both screens showing it. */
const WITHIN_MS = 5_000;

let psp: LocalPsp;
test.beforeAll(async () => {
  psp = await startLocalPsp();
});
test.afterAll(async () => {
  await psp?.close();
});

/** The store with its static receiver and its own connection to the local PSP. */
async function connectedStore(
  args: { playwright: Parameters<typeof givePixReceiver>[0]; baseURL: string },
  storeId: string,
  request: Parameters<typeof catalogStore>[0],
): Promise<CatalogStore> {
  await givePixReceiver(args.playwright, args.baseURL, [storeId]);
  await connectStoreToLocalPsp(args.playwright, args.baseURL, psp, storeId);
  return catalogStore(request, storeId);
}

/** The server's answer to the order the page places next (the page leaves as soon as it has it). */
async function placeAtCheckout(page: Page, store: CatalogStore): Promise<OrderView> {
  await openCheckoutAt(page, store, {
    quantity: 2,
    customer: { name: `Cliente Pix Automático ${store.id}`, phone: "81977776666" },
  });
  await choosePayment(page, "Pix");
  return confirmAtCheckout(page);
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

test.describe("Pix automático", () => {
  test("the bank's confirmation turns the customer's screen and reaches the store's board within 5 s, with no staff tap", async ({
    page,
    browser,
    request,
    ownServer,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const baseURL = ownServer.baseUrl;
    const store = await connectedStore({ playwright, baseURL }, PAID_STORE, request);
    const staffErrors: string[] = [];
    const board = await counterTablet(browser, baseURL, ownServer.dataDir, store.id, staffErrors);
    const notes = await countChimeNotes(board);
    await board.goto("/admin/pedidos");
    await expect(board.getByTestId("live-status")).toHaveText("Ao vivo");

    // The customer pays the bank's own charge: its copia e cola, not the static code.
    const order = await placeAtCheckout(page, store);
    expect(order.status).toBe("awaiting_payment");
    const txid = lastChargeTxid(psp);
    const charge = psp.charge(txid);
    expect(charge?.status).toBe("ATIVA");
    expect(charge?.valor.original).toBe((order.totalCents / 100).toFixed(2));
    expect(order.payment.pix?.payload).toBe(charge?.pixCopiaECola);
    await expect(page.getByTestId("order-headline")).toHaveText("Aguardando o pagamento");
    await expect(page.getByTestId("pix-payment").getByLabel("Pix copia e cola")).toHaveValue(
      charge?.pixCopiaECola ?? "",
    );
    const cardIn = (status: string) =>
      board.getByTestId(`column-${status}`).locator(`[data-order-id="${order.id}"]`);
    await expect(cardIn("awaiting_payment")).toBeVisible();
    const notesBefore = await notes();

    // The bank marks it paid and calls the webhook; nobody at the store does anything.
    const paidAt = Date.now();
    const { endToEndId } = await psp.pay(txid);
    await expect(page.getByTestId("order-headline")).toHaveText("Pagamento confirmado", {
      timeout: WITHIN_MS - (Date.now() - paidAt),
    });
    const customerMs = Date.now() - paidAt;
    await expect(cardIn("pending")).toBeVisible({
      timeout: Math.max(WITHIN_MS - (Date.now() - paidAt), 1),
    });
    await expect(page.getByText("Pago com Pix: o banco confirmou o pagamento.")).toBeVisible();
    const boardMs = Date.now() - paidAt;
    testInfo.annotations.push({
      type: "timing",
      description: `customer ${customerMs} ms, board ${boardMs} ms after the PSP marked it paid`,
    });
    expect(boardMs).toBeLessThanOrEqual(WITHIN_MS);

    // It entered the queue with its alarm: the toast names the bank, and the chime plays.
    const number = formatShortNumber(order.shortNumber);
    await expect(board.getByText(`Novo pedido ${number}`)).toBeVisible();
    await expect(board.getByText(/^Pix confirmado pelo banco · /)).toBeVisible();
    await expect.poll(notes, { timeout: WITHIN_MS }).toBeGreaterThan(notesBefore);
    await expect(page.getByTestId("payment-message")).toContainText("Pago com Pix");
    await expect(page.getByTestId("pix-payment")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, testInfo, "pix-automatic-paid-390");

    // The order says who confirmed it and with which Pix.
    await cardIn("pending")
      .getByRole("button", { name: `Abrir pedido ${number} (${order.id})` })
      .tap();
    const detail = board.getByRole("dialog", { name: `Pedido ${number} ${order.id}` });
    await expect(detail.getByTestId("payment")).toContainText(
      `Pix confirmado pelo banco · E2E ${endToEndId}`,
    );
    await expect(detail.getByTestId("order-history")).toContainText(
      `Pendente (Pix recebido) — por Banco (Pix automático)`,
    );
    await expectNoAxeViolations(board);
    await detail.getByTestId("payment").scrollIntoViewIfNeeded();
    await shot(board, testInfo, "pix-automatic-staff-detail-1024");
    expect(staffErrors, "errors in the board's console").toEqual([]);
    await board.context().close();
  });

  test("staff cancelling a paid order sends the money back, and the order says how it went", async ({
    page,
    browser,
    request,
    ownServer,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const baseURL = ownServer.baseUrl;
    const store = await connectedStore({ playwright, baseURL }, REFUND_STORE, request);
    const order = await placeAtCheckout(page, store);
    const { endToEndId } = await psp.pay(lastChargeTxid(psp));
    await expect(page.getByTestId("order-headline")).toHaveText("Pagamento confirmado");

    const staffErrors: string[] = [];
    const board = await counterTablet(browser, baseURL, ownServer.dataDir, store.id, staffErrors);
    await board.goto(`/admin/pedidos?pedido=${encodeURIComponent(order.id)}`);
    const number = formatShortNumber(order.shortNumber);
    const detail = board.getByRole("dialog", { name: `Pedido ${number} ${order.id}` });
    await detail.getByLabel(`Status do pedido ${order.id}`).selectOption("cancelled");
    await board
      .getByRole("dialog", { name: `Cancelar o pedido ${number}?` })
      .getByRole("button", { name: "Cancelar pedido" })
      .tap();
    const refund = detail.getByTestId("pix-refund");
    const amount = formatBRL(order.totalCents);
    await expect(refund).toHaveText(`Devolução de ${amount}: em processamento · pedido cancelado`);

    // Asked of the bank (the PSP took it: processing), then settled there; its webhook tells the
    // server, and the open order shows it.
    await expect
      .poll(async () => {
        const read = await board.request.get(`/api/admin/orders/${order.id}`);
        return ((await read.json()) as AdminOrderDetail).pixAutomatic?.refunds[0]?.status;
      })
      .toBe("processing");
    const asked = psp.refunds().find((r) => r.endToEndId === endToEndId);
    expect(asked).toMatchObject({ endToEndId, valor: (order.totalCents / 100).toFixed(2) });
    await psp.settleRefund(endToEndId, asked?.id ?? "", "DEVOLVIDO");
    await expect(refund).toHaveText(`Devolução de ${amount}: devolvido · pedido cancelado`, {
      timeout: 10_000,
    });
    await refund.scrollIntoViewIfNeeded();
    await shot(board, testInfo, "pix-automatic-refund-1024");
    expect(staffErrors, "errors in the board's console").toEqual([]);
    await board.context().close();
  });
});
