import type { APIRequestContext, Page } from "@playwright/test";
import { AWAITING_PAYMENT_MESSAGES } from "#shared/admin-orders.ts";
import type { OrderView } from "#shared/orders.ts";
import { countChimeNotes } from "./support/board-alerts.ts";
import { ownBairro, placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";
import { getCatalog } from "./support/storefront.ts";
import { catalogStore, givePixReceiver, storesOf } from "./support/stores.ts";

/**
 * The staff's side of a Pix: an order placed and not paid waits in "Aguardando pagamento"
 * (amount, time left), cannot be started, and goes to Pendente only through "Pix recebido",
 * confirmed against the bank statement; the history names who did. Each test takes a store of
 * its own (support/stores.ts), which HQ gives a Pix receiver of its own, so its orders are
 * #001, #002… there.
 */
const [BOARD_STORE, WIDE_STORE] = storesOf("admin-pix");

/** A Pix order through the API, as the checkout places it: a delivery to the store's bairro. */
async function placePixOrder(
  request: APIRequestContext,
  storeId: string,
  name: string,
): Promise<OrderView> {
  const store = (await getCatalog(request)).stores.find((candidate) => candidate.id === storeId);
  if (!store?.paymentMethods.includes("pix")) throw new Error(`store ${storeId} takes no Pix`);
  const order = await placeOrder(request, {
    storeId,
    items: [{ productId: "1", quantity: 2 }],
    customer: { name, phone: "(11) 98888-1111" },
    deliveryMethod: "delivery",
    deliveryAddress: await ownBairro(request, storeId, {
      cep: "01310-200",
      street: "Rua Augusta",
      number: "500",
      complement: "Apto 31",
    }),
    paymentMethod: "pix",
  });
  expect(order.status).toBe("awaiting_payment");
  return order;
}

const cardOf = (page: Page, order: OrderView) => page.locator(`[data-order-id="${order.id}"]`);
const numberOf = (order: OrderView) => `#${String(order.shortNumber).padStart(3, "0")}`;

test.describe("a Pix order on the staff's board", () => {
  test.describe.configure({ timeout: 90_000 });

  test("waits unpaid in its own column, is never started, and goes to Pendente once staff saw the money", async ({
    page,
    request,
    ownServer,
    playwright,
  }) => {
    await givePixReceiver(playwright, ownServer.baseUrl, [BOARD_STORE]);
    const staff = await signInAsStoreStaff(page, request, [BOARD_STORE], ownServer.dataDir);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await page.goto("/admin/pedidos");
    await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");
    // No Pix waiting: no such tab.
    await expect(page.getByRole("tab", { name: /^Aguardando pagamento/ })).toHaveCount(0);

    // The customer places it while the board is open: said quietly, nothing to make yet.
    const order = await placePixOrder(request, BOARD_STORE, "Carla Dias");
    await expect(page.getByText(`Pedido ${numberOf(order)} aguardando Pix`)).toBeVisible();
    const awaiting = page.getByRole("tab", { name: /^Aguardando pagamento/ });
    await expect(awaiting).toContainText("1");
    await awaiting.click();
    const card = cardOf(page, order);
    await expect(card.getByTestId("pix-waiting")).toHaveText(
      /^Pix de R\$ 22,98expira em (29|30) min$/,
    );
    await expect(card).not.toContainText("Novo");
    await expect(card.getByRole("button", { name: "Iniciar preparo" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Pix recebido" })).toBeVisible();
    // Any other move (only a cancellation, here) is in its detail.
    await expect(card.getByRole("combobox")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "staff-pix-column-390", { fullPage: true });

    // Its detail: what to look for in the statement, and the same "Pix recebido". Opening it
    // is not taking it as an order to make: the kitchen still sees it new once paid.
    await card
      .getByRole("button", { name: `Abrir pedido ${numberOf(order)} (${order.id})` })
      .click();
    const unpaid = page.getByRole("dialog", { name: `Pedido ${numberOf(order)} ${order.id}` });
    await expect(unpaid.getByTestId("pix-waiting")).toContainText(
      `Identificador (txid): ${order.payment.pix?.txid}`,
    );
    await expect(unpaid.getByTestId("payment")).toHaveText("Aguardando Pix");
    await expect(unpaid.getByRole("button", { name: "Pix recebido" })).toBeVisible();
    await expect(unpaid.getByRole("button", { name: "Iniciar preparo" })).toHaveCount(0);
    await expect(unpaid.getByLabel(`Status do pedido ${order.id}`).locator("option")).toHaveText([
      "Aguardando pagamento",
      "Cancelado",
    ]);
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "staff-pix-detail-awaiting-390");
    await page.keyboard.press("Escape");
    await expect(unpaid).toBeHidden();

    // "Pix recebido" asks first, and says where to look: the statement, never a screenshot.
    await card.getByRole("button", { name: "Pix recebido" }).click();
    const confirm = page.getByRole("dialog", {
      name: `Pix recebido no pedido ${numberOf(order)}?`,
    });
    await expect(confirm).toContainText("Abra o extrato da conta Pix da loja");
    await expect(confirm).toContainText("Nunca confirme por comprovante, print");
    await expect(confirm.getByTestId("pix-check")).toContainText("R$ 22,98");
    await expect(confirm.getByTestId("pix-check")).toContainText(
      order.payment.pix?.txid ?? "no txid",
    );
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "staff-pix-confirm-390");
    await confirm.getByRole("button", { name: "Confirmar: o Pix está no extrato" }).click();
    await expect(page.getByText(AWAITING_PAYMENT_MESSAGES.confirmed)).toBeVisible();
    await expect(confirm).toBeHidden();

    // Now an order to make: in Pendente, new, with its first step.
    await page.getByRole("tab", { name: /^Pendente/ }).click();
    await expect(card).toContainText("Novo");
    await expect(card.getByTestId("payment")).toHaveText("Pagamento: Pix confirmado");
    await expect(card.getByRole("button", { name: "Iniciar preparo" })).toBeVisible();
    await documentScreenshot(page, "staff-pix-pending-390", { fullPage: true });

    // The detail names who confirmed it, in the payment and the history.
    await card
      .getByRole("button", { name: `Abrir pedido ${numberOf(order)} (${order.id})` })
      .click();
    const detail = page.getByRole("dialog", { name: `Pedido ${numberOf(order)} ${order.id}` });
    await expect(detail.getByTestId("payment")).toHaveText(
      new RegExp(`^Pix confirmado por ${staff.name}, às \\d{2}:\\d{2}$`),
    );
    await expect(detail.getByTestId("order-history").getByRole("listitem")).toHaveText([
      /^Aguardando pagamento — por Cliente, \d{2}:\d{2}$/,
      new RegExp(`^Pendente \\(Pix recebido\\) — por ${staff.name}, \\d{2}:\\d{2}$`),
    ]);
    const store = await catalogStore(request, BOARD_STORE);
    const ownArea = store.deliveryAreas[0];
    if (!ownArea) throw new Error(`store ${BOARD_STORE} delivers nowhere`);
    await expect(detail.getByTestId("delivery-address")).toHaveText(
      `Rua Augusta, 500 — Apto 31${ownArea.name} — ${store.city}/${store.state}CEP 01310-200`,
    );
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "staff-pix-detail-390");
  });

  test("on a wide board: the column comes first, a drag cannot start the order, and the kitchen's screen rings only once it is paid", async ({
    page,
    request,
    ownServer,
    playwright,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await givePixReceiver(playwright, ownServer.baseUrl, [WIDE_STORE]);
    await signInAsStoreStaff(page, request, [WIDE_STORE], ownServer.dataDir);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    // The kitchen's screen: the same staff, another tab, its chimes counted.
    const kitchen = await page.context().newPage();
    const notes = await countChimeNotes(kitchen);
    await kitchen.goto("/admin/pedidos");
    await expect(kitchen.getByTestId("live-status")).toHaveText("Ao vivo");
    await kitchen.getByRole("heading", { name: "Pedidos", level: 1 }).click();

    await page.goto("/admin/pedidos");
    await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");
    // No Pix waiting: the kitchen's three columns.
    await expect(page.getByTestId("column-awaiting_payment")).toHaveCount(0);

    const order = await placePixOrder(request, WIDE_STORE, "Bruno Lima");
    const column = page.getByTestId("column-awaiting_payment");
    const card = column.locator(`[data-order-id="${order.id}"]`);
    await expect(card).toBeVisible();
    await expect(kitchen.getByText(`Pedido ${numberOf(order)} aguardando Pix`)).toBeVisible();
    // The columns in order, the unpaid first.
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      /^Aguardando pagamento/,
      /^Pendente/,
      /^Em preparo/,
      /^Pronto/,
      /^Saiu para entrega/,
      /^Entregue/,
      /^Cancelado/,
    ]);
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "staff-pix-column-1280");
    // Not paid, not rung.
    expect(await notes()).toBe(0);

    // Dragged to "Em preparo": refused on the board (no request), the order stays where it is.
    const from = await card.getByText("Bruno Lima").boundingBox();
    const to = await page.getByTestId("column-preparing").boundingBox();
    if (!from || !to) throw new Error("the card or the column is not on screen");
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText(AWAITING_PAYMENT_MESSAGES.notPaid)).toBeVisible();
    await expect(card).toBeVisible();
    const stored = await page.request.get(`/api/admin/orders/${order.id}`);
    expect(((await stored.json()) as { status: string }).status).toBe("awaiting_payment");

    await card.getByRole("button", { name: "Pix recebido" }).click();
    const confirm = page.getByRole("dialog", {
      name: `Pix recebido no pedido ${numberOf(order)}?`,
    });
    await expect(confirm.getByTestId("pix-check")).toContainText(
      order.payment.pix?.txid ?? "no txid",
    );
    await documentScreenshot(page, "staff-pix-confirm-1280");
    await confirm.getByRole("button", { name: "Confirmar: o Pix está no extrato" }).click();
    await expect(page.getByText(AWAITING_PAYMENT_MESSAGES.confirmed)).toBeVisible();
    await expect(
      page.getByTestId("column-pending").locator(`[data-order-id="${order.id}"]`),
    ).toBeVisible();
    // The column goes with its last order.
    await expect(page.getByTestId("column-awaiting_payment")).toHaveCount(0);

    // Paid, it is new for the kitchen: it rings there until someone opens it.
    await expect(kitchen.getByText(`Novo pedido ${numberOf(order)}`)).toBeVisible();
    await expect.poll(notes).toBeGreaterThanOrEqual(2);
    await kitchen.close();
  });
});
