import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orders } from "#server/db/schema.ts";
import { expireUnpaidOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { insertTestEncomenda } from "#server/testing/encomendas.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderSummary,
  AWAITING_PAYMENT_MESSAGES,
  STATUS_UPDATE_FAILED_MESSAGE,
} from "#shared/admin-orders.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import type { CreateOrderInput } from "#shared/orders.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { KitchenTicket } from "./kitchen-ticket.tsx";
import type { MovableOrder } from "./movable-order.ts";
import { OrderCard } from "./order-card.tsx";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";
import { OrderMover, useMoveOrder } from "./order-mover.tsx";

let t: TestApp;
let ana: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({
    payments: {
      pixReceiver: {
        keyType: "phone",
        key: "+5581999999999",
        merchantName: "Frosty Teste",
        merchantCity: "Recife",
      },
    },
  });
  ana = await signedInStaff(t, { admin: true, name: "Ana Souza" });
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  vi.stubGlobal("fetch", fetchFromApp(t, ana.browser));
});

async function staffRead<T>(path: string): Promise<T> {
  const response = await ana.browser.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function summaryOf(id: string): Promise<AdminOrderSummary> {
  const list = await staffRead<AdminOrderList>("/api/admin/orders");
  const order = list.orders.find((listed) => listed.id === id);
  if (!order) throw new Error(`${id} is not on the board`);
  return order;
}

const detailOf = (id: string) => staffRead<AdminOrderDetail>(`/api/admin/orders/${id}`);

/** A Pix order placed by a customer: it awaits its payment. */
async function pixOrder(overrides: Partial<CreateOrderInput> = {}) {
  return placeTestOrder(t, orderBody({ paymentMethod: "pix", ...overrides }));
}

function renderCard(order: AdminOrderSummary) {
  renderInApp(
    <OrderMover>
      <OrderCard order={order} onOpen={vi.fn()} />
    </OrderMover>,
  );
  const card = screen.getByRole("article", {
    name: `Pedido ${formatShortNumber(order.shortNumber)}`,
  });
  return { user: userEvent.setup(), card };
}

const buttonsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? button.textContent);

const menuOf = (dialog: HTMLElement, id: string) =>
  within(dialog).getByRole<HTMLSelectElement>("combobox", { name: `Status do pedido ${id}` });

/** A move made another way than the card's controls (a drag on the wide board, say). */
function MoveButton({ order, to }: { order: MovableOrder; to: "preparing" | "cancelled" }) {
  const move = useMoveOrder();
  return (
    <button type="button" onClick={() => move(order, to)}>
      Mover para {to}
    </button>
  );
}

describe("a Pix order awaiting its payment, on the board", () => {
  it("shows the amount and the time left, and offers 'Pix recebido', never 'Iniciar preparo'", async () => {
    const placed = await pixOrder();
    const order = await summaryOf(placed.id);
    const { card } = renderCard(order);

    expect(within(card).getByTestId("pix-waiting").textContent).toMatch(
      /^Pix de R\$ 13,99expira em (29|30) min$/,
    );
    // Nothing to make yet: not 'Novo', no waiting time.
    expect(within(card).queryByText("Novo")).toBeNull();
    expect(within(card).queryByTestId("waiting-time")).toBeNull();
    expect(buttonsOf(card)).toEqual([
      `Abrir pedido ${formatShortNumber(order.shortNumber)} (${order.id})`,
      "Pix recebido",
    ]);
    // Other moves are made in the order's detail, not on the card.
    expect(within(card).queryByRole("combobox")).toBeNull();
  });

  it("confirms the payment only after a dialog that sends staff to the bank statement", async () => {
    const placed = await pixOrder();
    const order = await summaryOf(placed.id);
    const { user, card } = renderCard(order);
    await user.click(within(card).getByRole("button", { name: "Pix recebido" }));

    const dialog = await screen.findByRole("dialog", {
      name: `Pix recebido no pedido ${formatShortNumber(order.shortNumber)}?`,
    });
    expect(within(dialog).getByText(/Abra o extrato da conta Pix da loja/)).toBeDefined();
    expect(within(dialog).getByText(/Nunca confirme por comprovante, print/)).toBeDefined();
    const check = within(dialog).getByTestId("pix-check");
    expect(within(check).getByText("R$ 13,99")).toBeDefined();
    // The txid to look for in the statement, read from the order.
    const txid = placed.payment.pix?.txid;
    expect(txid).toBeTruthy();
    expect(await within(check).findByText(txid as string)).toBeDefined();

    // "Voltar" confirms nothing.
    await user.click(within(dialog).getByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await detailOf(order.id)).status).toBe("awaiting_payment");

    await user.click(within(card).getByRole("button", { name: "Pix recebido" }));
    await user.click(
      await screen.findByRole("button", { name: "Confirmar: o Pix está no extrato" }),
    );
    expect(await screen.findByText(AWAITING_PAYMENT_MESSAGES.confirmed)).toBeDefined();
    const stored = await detailOf(order.id);
    expect(stored).toMatchObject({ status: "pending", paymentConfirmedBy: "Ana Souza" });
    expect(stored.history.at(-1)).toMatchObject({
      fromStatus: "awaiting_payment",
      toStatus: "pending",
      changedBy: { name: "Ana Souza" },
    });
  });

  it("says why when the order expired before the confirmation, and leaves it cancelled", async () => {
    const placed = await pixOrder();
    const order = await summaryOf(placed.id);
    const { user, card } = renderCard(order);
    // The server's sweep cancels it while the card still shows it waiting.
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidOrders(t.database.db)).toContain(order.id);

    await user.click(within(card).getByRole("button", { name: "Pix recebido" }));
    await user.click(
      await screen.findByRole("button", { name: "Confirmar: o Pix está no extrato" }),
    );
    expect(await screen.findByText(AWAITING_PAYMENT_MESSAGES.notAwaiting)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await detailOf(order.id)).status).toBe("cancelled");
  });

  it("will not start it by any other way (a drag, say), and cancels it after saying what that means", async () => {
    const placed = await pixOrder();
    const order = await summaryOf(placed.id);
    renderInApp(
      <OrderMover>
        <MoveButton order={order} to="preparing" />
        <MoveButton order={order} to="cancelled" />
      </OrderMover>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Mover para preparing" }));
    // Said at once, as the board's own refusal (the server would refuse it too, 422).
    expect(await screen.findByText(AWAITING_PAYMENT_MESSAGES.notPaid)).toBeDefined();
    expect(screen.queryByText(STATUS_UPDATE_FAILED_MESSAGE)).toBeNull();
    expect((await detailOf(order.id)).status).toBe("awaiting_payment");

    await user.click(screen.getByRole("button", { name: "Mover para cancelled" }));
    const confirm = await screen.findByRole("dialog", {
      name: `Cancelar o pedido ${formatShortNumber(order.shortNumber)}?`,
    });
    expect(within(confirm).getByText(/Se o Pix chegar depois, devolva o valor/)).toBeDefined();
    await user.click(within(confirm).getByRole("button", { name: "Cancelar pedido" }));
    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    expect((await detailOf(order.id)).status).toBe("cancelled");
  });
});

describe("the payment on a card", () => {
  it("gives the change a cash order needs, and the card a courier charges", async () => {
    const cash = await placeTestOrder(
      t,
      orderBody({ paymentMethod: "cash", changeForCents: 5_000 }),
    );
    const first = renderCard(await summaryOf(cash.id));
    // R$ 50,00 for R$ 13,99: R$ 36,01 of change.
    expect(within(first.card).getByTestId("payment").textContent).toBe(
      "Pagamento: Dinheiro — troco para R$ 50,00 (levar R$ 36,01)",
    );

    const card = await placeTestOrder(t, orderBody({ paymentMethod: "card", cardType: "debit" }));
    const second = renderCard(await summaryOf(card.id));
    expect(within(second.card).getByTestId("payment").textContent).toBe(
      "Pagamento: Cartão de débito — levar a maquininha",
    );
  });
});

function renderDetail(orderId: string) {
  renderInApp(
    <OrderMover>
      <OrderDetailDialog orderId={orderId} onClose={vi.fn()} />
    </OrderMover>,
  );
  return userEvent.setup();
}

describe("the order's detail", () => {
  it("of a Pix awaiting payment: the amount, txid and time left, and 'Pix recebido'; opening it leaves it new for the kitchen", async () => {
    const placed = await pixOrder();
    const user = renderDetail(placed.id);
    const dialog = await screen.findByRole("dialog");
    const waiting = await within(dialog).findByTestId("pix-waiting");
    expect(waiting.textContent).toMatch(/^Aguardando o Pix de R\$ 13,99 · expira em (29|30) min/);
    expect(waiting.textContent).toContain(`Identificador (txid): ${placed.payment.pix?.txid}`);
    expect(within(dialog).getByTestId("payment").textContent).toBe("Aguardando Pix");
    expect(within(dialog).queryByRole("button", { name: /Iniciar preparo/ })).toBeNull();
    // Only a cancellation is another move it may make.
    expect([...menuOf(dialog, placed.id).options].map((option) => option.textContent)).toEqual([
      "Aguardando pagamento",
      "Cancelado",
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Pix recebido" }));
    await user.click(
      await screen.findByRole("button", { name: "Confirmar: o Pix está no extrato" }),
    );
    expect(await screen.findByText(AWAITING_PAYMENT_MESSAGES.confirmed)).toBeDefined();
    // The detail now shows who confirmed, in the payment and the history.
    await waitFor(() =>
      expect(within(dialog).getByTestId("payment").textContent).toMatch(
        /^Pix confirmado por Ana Souza, às \d{2}:\d{2}$/,
      ),
    );
    expect(within(dialog).getByTestId("order-history").textContent).toMatch(
      /Pendente \(Pix recebido\) — por Ana Souza, \d{2}:\d{2}$/,
    );
    expect(within(dialog).getByRole("button", { name: /Iniciar preparo/ })).toBeDefined();
    // Confirming the money is not opening the order for the kitchen: it is still new there.
    expect((await detailOf(placed.id)).seenAt).toBeNull();
  });

  it("of a delivery paid in cash: the address as the courier reads it, the estimate and the change", async () => {
    const placed = await placeTestOrder(
      t,
      orderBody({
        paymentMethod: "cash",
        changeForCents: 2_000,
        deliveryAddress: {
          areaId: "1-bela-vista",
          cep: "01310-200",
          street: "Av. Paulista",
          number: "1000",
          complement: "Apto 12",
        },
      }),
    );
    renderDetail(placed.id);
    const dialog = await screen.findByRole("dialog");
    const address = await within(dialog).findByTestId("delivery-address");
    expect([...address.children].map((line) => line.textContent)).toEqual([
      "Av. Paulista, 1000 — Apto 12",
      "Bela Vista — São Paulo/SP",
      "CEP 01310-200",
    ]);
    expect(within(dialog).getByText("Tempo estimado").nextSibling?.textContent).toBe("30 min");
    expect(within(dialog).getByTestId("payment").textContent).toBe(
      "Dinheiro — troco para R$ 20,00 (levar R$ 6,01)",
    );
    // An order placed paid is opened as any other: new no more.
    await waitFor(async () => expect((await detailOf(placed.id)).seenAt).not.toBeNull());
  });
});

describe("the kitchen ticket", () => {
  it("prints the structured address, the estimate and how to charge", async () => {
    const placed = await placeTestOrder(
      t,
      orderBody({ paymentMethod: "card", cardType: "credit" }),
    );
    renderInApp(<KitchenTicket order={await detailOf(placed.id)} prints={1} />);
    const ticket = screen.getByTestId("kitchen-ticket");
    expect(ticket.textContent).toContain(
      "Entregar em: Av. Paulista, 1000Bela Vista — São Paulo/SPCEP 01310-200",
    );
    expect(ticket.textContent).toContain("Tempo estimado: 30 min");
    expect(ticket.textContent).toContain("Pagamento: Cartão de crédito — levar a maquininha");
  });

  it("of a confirmed Pix names who confirmed it", async () => {
    const placed = await pixOrder({ deliveryMethod: "pickup" });
    const response = await ana.browser.request(
      `/api/admin/orders/${placed.id}/payment-confirmation`,
      { method: "POST", json: { version: 1 } },
    );
    expect(response.status).toBe(200);
    renderInApp(<KitchenTicket order={await detailOf(placed.id)} prints={1} />);
    const ticket = screen.getByTestId("kitchen-ticket");
    expect(ticket.textContent).toContain("Pagamento: Pix confirmado por Ana Souza");
    expect(ticket.textContent).toContain("Retirada na loja");
  });

  it("of an encomenda gives its slot in large type and each box's flavours under the box", async () => {
    const id = await insertTestEncomenda(t, {
      storeId: "1",
      slot: "2030-08-10T18:00:00Z",
      status: "preparing",
      box: [
        { productId: "3", name: "Limão", quantity: 20 },
        { productId: "4", name: "Morango", quantity: 15 },
      ],
    });
    renderInApp(<KitchenTicket order={await detailOf(id)} prints={1} />);
    const ticket = screen.getByTestId("kitchen-ticket");
    expect(screen.getByTestId("ticket-schedule").textContent).toBe(
      "ENCOMENDA para sábado, 10/08 às 15:0015:00",
    );
    expect(screen.getByTestId("ticket-box-mix").textContent).toBe(
      "Cada caixa: 20 Limão, 15 Morango",
    );
    // A box's mix stands for its size: the line reads the box, then its flavours, no size.
    expect(ticket.textContent).toMatch(/2x [^(]+Cada caixa: 20 Limão/);
  });
});

describe("an encomenda on the board", () => {
  it("says for when on its card and in its detail, with each box's flavours", async () => {
    const id = await insertTestEncomenda(t, {
      storeId: "1",
      slot: "2030-08-11T17:30:00Z",
      status: "pending",
      box: [{ productId: "3", name: "Limão", quantity: 30 }],
    });
    const list = await staffRead<AdminOrderList>("/api/admin/orders?storeId=1&status=pending");
    const summary = list.orders.find((order) => order.id === id);
    if (!summary) throw new Error("the encomenda is not on the board");
    renderInApp(
      <OrderMover>
        <OrderCard order={summary} onOpen={() => {}} />
        <OrderDetailDialog orderId={id} onClose={() => {}} />
      </OrderMover>,
    );
    expect(screen.getByTestId("order-card-schedule").textContent).toBe("Agendado para 14:30");
    // Placed days ahead: no "waiting since" on its card, its slot instead.
    expect(screen.queryByTestId("waiting-time")).toBeNull();
    expect(screen.getByTestId("box-mix").textContent).toBe("Sabores de cada caixa: 30 Limão");
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByTestId("order-detail-schedule")).textContent).toBe(
      "Agendado para domingo, 11/08 às 14:30",
    );
    expect(within(dialog).getByTestId("detail-box-mix").textContent).toBe("Cada caixa: 30 Limão");
  });

  it("opened from Agendados while it waits stays new for the queue; only it may go back to Agendado", async () => {
    const id = await insertTestEncomenda(t, {
      storeId: "1",
      slot: "2030-08-12T17:30:00Z",
    });
    renderDetail(id);
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByTestId("order-detail-schedule");
    expect([...menuOf(dialog, id).options].map((option) => option.textContent)).toContain(
      "Agendado",
    );
    // Give a marking request the time it would take: none is made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await detailOf(id)).seenAt).toBeNull();

    const forNow = await placeTestOrder(t, orderBody());
    renderDetail(forNow.id);
    const other = (await screen.findAllByRole("dialog")).at(-1);
    if (!other) throw new Error("no dialog");
    await within(other).findByText(/Pendente ·/);
    expect([...menuOf(other, forNow.id).options].map((option) => option.textContent)).not.toContain(
      "Agendado",
    );
  });
});
