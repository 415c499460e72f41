import { onlineManager } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { productAddons } from "#server/db/schema.ts";
import { moveOrder } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { AdminOrderDetail, AdminOrderList, AdminOrderSummary } from "#shared/admin-orders.ts";
import { formatShortNumber, type OrderStatus } from "#shared/order-terms.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { OrderCard } from "./order-card.tsx";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";
import { OrderMover } from "./order-mover.tsx";

let t: TestApp;
let ana: SignedInStaff;
let bia: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInStaff(t, { admin: true, name: "Ana Souza" });
  bia = await signedInStaff(t, { admin: true, name: "Bia Rocha" });
  await t.database.db
    .insert(productAddons)
    .values({ id: "calda-9", productId: "9", name: "Calda de chocolate", priceCents: 150 });
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  // The board's requests reach the real app with Ana's session.
  vi.stubGlobal("fetch", fetchFromApp(t, ana.browser));
});
afterEach(() => onlineManager.setOnline(true));

async function staffRead<T>(path: string): Promise<T> {
  const response = await ana.browser.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The order as the board lists it. */
async function summaryOf(id: string): Promise<AdminOrderSummary> {
  const list = await staffRead<AdminOrderList>("/api/admin/orders");
  const order = list.orders.find((listed) => listed.id === id);
  if (!order) throw new Error(`${id} is not on the board`);
  return order;
}

const detailOf = (id: string) => staffRead<AdminOrderDetail>(`/api/admin/orders/${id}`);

async function moveOnServer(id: string, status: OrderStatus, staff = ana): Promise<void> {
  const { version } = await detailOf(id);
  await moveOrder(staff, id, status, version);
}

/** A new customer order, moved by staff along `path`, as the board lists it. */
async function orderMovedTo(path: OrderStatus[] = []): Promise<AdminOrderSummary> {
  const order = await placeTestOrder(t);
  for (const status of path) await moveOnServer(order.id, status);
  return summaryOf(order.id);
}

function renderCard(order: AdminOrderSummary, onOpen = vi.fn(), showStore = false) {
  const { unmount } = renderInApp(
    <OrderMover>
      <OrderCard order={order} onOpen={onOpen} showStore={showStore} />
    </OrderMover>,
  );
  const card = screen.getByRole("article", {
    name: `Pedido ${formatShortNumber(order.shortNumber)}`,
  });
  return { user: userEvent.setup(), card, unmount };
}

/** The card's button that opens the order: "Abrir pedido #042 (ORD-…)". */
const openLabel = (order: AdminOrderSummary) =>
  `Abrir pedido ${formatShortNumber(order.shortNumber)} (${order.id})`;

const statusMenu = (dialog: HTMLElement, id: string) =>
  within(dialog).getByRole<HTMLSelectElement>("combobox", { name: `Status do pedido ${id}` });

/** The order's detail, open, once it has loaded. */
async function renderDetail(order: AdminOrderSummary) {
  renderInApp(
    <OrderMover>
      <OrderDetailDialog orderId={order.id} onClose={vi.fn()} />
    </OrderMover>,
  );
  const dialog = await screen.findByRole("dialog", {
    name: `Pedido ${formatShortNumber(order.shortNumber)} ${order.id}`,
  });
  await within(dialog).findByRole("combobox");
  return { user: userEvent.setup(), dialog };
}

describe("an order card on the staff board", () => {
  it("shows its short number big, what to make, how it leaves, who ordered, the total and since when", async () => {
    const placed = await placeTestOrder(
      t,
      orderBody({
        customer: { name: "João Pereira" },
        items: [
          { productId: "1", size: "medio", addonIds: [], quantity: 2 },
          { productId: "6", size: "medio", addonIds: [], quantity: 1 },
        ],
      }),
    );
    const order = await summaryOf(placed.id);
    const { card } = renderCard(order);

    expect(within(card).getByRole("button", { name: openLabel(order) })).toBeDefined();
    expect(within(card).getByTestId("short-number").textContent).toBe(
      formatShortNumber(placed.shortNumber),
    );
    expect(
      within(within(card).getByRole("list", { name: "Itens" }))
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual([`2× ${placed.items[0]?.name} · Médio`, `1× ${placed.items[1]?.name} · Médio`]);
    expect(within(card).getByText("Entrega")).toBeDefined();
    expect(within(card).getByText("João Pereira")).toBeDefined();
    // 3 × R$ 8,99 and the R$ 5,00 delivery fee.
    expect(within(card).getByText("R$ 31,97")).toBeDefined();
    expect(within(card).getByTestId("waiting-time").textContent).toBe("Esperando há agora");
    const time = card.querySelector("time");
    expect(time?.getAttribute("datetime")).toBe(placed.createdAt);
    expect(time?.textContent).toMatch(/^\d{2}:\d{2}$/);
    // One store's staff know where they are: the card names the store only when asked.
    expect(within(card).queryByText("Frosty Paulista")).toBeNull();
  });

  it("says what a Clube Frosty order used and earned, and nothing for any other", async () => {
    const order = await summaryOf((await placeTestOrder(t)).id);
    expect(order.cashbackSpentCents).toBe(0);
    expect(order.cashbackEarnedCents).toBeNull();
    const { card } = renderCard(order);
    expect(within(card).queryByTestId("card-cashback")).toBeNull();
    cleanup();
    const member = renderCard({ ...order, cashbackSpentCents: 899, cashbackEarnedCents: 80 });
    expect(within(member.card).getByTestId("card-cashback").textContent).toBe(
      "Clube Frosty: usou R$\u00a08,99 · rende R$\u00a00,80",
    );
  });

  it("says 'Retirada' for a pickup, names its store for HQ, and lists add-ons under their line", async () => {
    const placed = await placeTestOrder(
      t,
      orderBody({
        deliveryMethod: "pickup",
        items: [{ productId: "9", size: "medio", addonIds: ["calda-9"], quantity: 1 }],
      }),
    );
    const { card } = renderCard(await summaryOf(placed.id), vi.fn(), true);
    expect(within(card).getByText("Retirada")).toBeDefined();
    expect(within(card).getByText("Frosty Paulista")).toBeDefined();
    expect(within(card).getByText("+ Calda de chocolate")).toBeDefined();
  });

  it("marks a Pendente order waiting past its store's limit as late, and not once it is being prepared", async () => {
    const placed = await placeTestOrder(t);
    const waiting = {
      ...(await summaryOf(placed.id)),
      createdAt: new Date(Date.now() - 7 * 60_000).toISOString(),
      lateAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    };
    const first = renderCard(waiting);
    expect(within(first.card).getByText("Atrasado")).toBeDefined();
    expect(within(first.card).getByTestId("waiting-time").textContent).toBe("Esperando há 7 min");
    expect(first.card.dataset.late).toBe("true");
    first.unmount();

    const { card } = renderCard({ ...waiting, status: "preparing" });
    expect(within(card).queryByText("Atrasado")).toBeNull();
  });

  it("marks an order nobody has opened as 'Novo', and not once someone has", async () => {
    const order = await orderMovedTo();
    const first = renderCard(order);
    expect(within(first.card).getByText("Novo")).toBeDefined();
    first.unmount();

    const seen = await ana.browser.request(`/api/admin/orders/${order.id}/seen`, {
      method: "POST",
    });
    expect(seen.status).toBe(200);
    const { card } = renderCard(await summaryOf(order.id));
    expect(within(card).queryByText("Novo")).toBeNull();
  });

  it("opens the order when its number is clicked", async () => {
    const order = await orderMovedTo();
    const onOpen = vi.fn();
    const { user, card } = renderCard(order, onOpen);
    await user.click(within(card).getByRole("button", { name: openLabel(order) }));
    expect(onOpen).toHaveBeenCalledWith(order.id);
  });

  it.each([
    [[], "Iniciar preparo"],
    [["preparing"], "Marcar como pronto"],
    [["preparing", "ready"], "Saiu para entrega"],
  ] as const)(
    "after %j, a delivery's one next step is '%s', and no status menu",
    async (path, action) => {
      const order = await orderMovedTo([...path]);
      const { card } = renderCard(order);
      expect(
        within(card)
          .getAllByRole("button")
          .map((button) => button.getAttribute("aria-label") ?? button.textContent),
      ).toEqual([openLabel(order), action]);
      // Other moves are made in the order's detail: on a touch screen a menu under the main
      // button took the taps meant for it.
      expect(within(card).queryByRole("combobox")).toBeNull();
    },
  );

  it.each([
    [["preparing", "ready", "out_for_delivery", "delivered"], "Entregue"],
    [["cancelled"], "Cancelado"],
  ] as const)("after %j, '%s', it offers no next step and no menu", async (path, _label) => {
    const order = await orderMovedTo([...path]);
    const { card } = renderCard(order);
    expect(
      within(card)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? button.textContent),
    ).toEqual([openLabel(order)]);
    expect(within(card).queryByRole("combobox")).toBeNull();
  });

  it("'Iniciar preparo' moves the order on the server, in Ana's name", async () => {
    const order = await orderMovedTo();
    const { user, card } = renderCard(order);
    await user.click(within(card).getByRole("button", { name: "Iniciar preparo" }));

    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    const stored = await detailOf(order.id);
    expect(stored.status).toBe("preparing");
    expect(stored.history.at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "preparing",
      changedBy: { name: "Ana Souza" },
    });
  });

  it("sets any other status from the order's detail; a delivery is never delivered without going out", async () => {
    const order = await orderMovedTo();
    const { user, dialog } = await renderDetail(order);
    const menu = statusMenu(dialog, order.id);
    expect([...menu.options].map((option) => option.textContent)).toEqual([
      "Pendente",
      "Em preparo",
      "Pronto",
      "Saiu para entrega",
      "Cancelado",
    ]);
    await user.selectOptions(menu, "Pronto");
    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    expect((await detailOf(order.id)).status).toBe("ready");
  });

  it("cancels only from the order's detail, after asking; 'Voltar' leaves the order as it was", async () => {
    const order = await orderMovedTo(["preparing"]);
    const { user, dialog } = await renderDetail(order);

    await user.selectOptions(statusMenu(dialog, order.id), "Cancelado");
    const confirm = await screen.findByRole("dialog", {
      name: `Cancelar o pedido ${formatShortNumber(order.shortNumber)}?`,
    });
    expect(within(confirm).getByText(/O cliente verá o pedido como cancelado/)).toBeDefined();
    await user.click(within(confirm).getByRole("button", { name: "Voltar" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", {
          name: `Cancelar o pedido ${formatShortNumber(order.shortNumber)}?`,
        }),
      ).toBeNull(),
    );
    expect((await detailOf(order.id)).status).toBe("preparing");

    await user.selectOptions(statusMenu(dialog, order.id), "Cancelado");
    const again = await screen.findByRole("dialog", {
      name: `Cancelar o pedido ${formatShortNumber(order.shortNumber)}?`,
    });
    await user.click(within(again).getByRole("button", { name: "Cancelar pedido" }));
    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    expect((await detailOf(order.id)).status).toBe("cancelled");
  });

  it("when someone else moved the order first, says so and changes nothing", async () => {
    const order = await orderMovedTo();
    const { user, card } = renderCard(order);
    // Bia starts it on another screen; Ana's card still shows it pending.
    await moveOnServer(order.id, "preparing", bia);

    await user.click(within(card).getByRole("button", { name: "Iniciar preparo" }));
    expect(
      await screen.findByText(
        "Este pedido foi alterado por outra pessoa. Atualize e tente de novo.",
      ),
    ).toBeDefined();
    const stored = await detailOf(order.id);
    expect(stored.status).toBe("preparing");
    expect(stored.history.map((entry) => entry.changedBy.name)).toEqual(["Cliente", "Bia Rocha"]);
  });

  it("hands a pickup over only against the customer's code, refusing a wrong one in the dialog", async () => {
    const placed = await placeTestOrder(t, orderBody({ deliveryMethod: "pickup" }));
    for (const status of ["preparing", "ready"] as const) await moveOnServer(placed.id, status);
    const order = await summaryOf(placed.id);
    const { user, card } = renderCard(order);
    await user.click(within(card).getByRole("button", { name: "Marcar como entregue" }));

    const dialog = await screen.findByRole("dialog", {
      name: `Entregar o pedido ${formatShortNumber(order.shortNumber)}`,
    });
    const code = within(dialog).getByLabelText("Código de retirada");
    const confirm = within(dialog).getByRole("button", { name: "Confirmar entrega" });
    // Nothing typed: said here, nothing sent.
    await user.click(confirm);
    expect(within(dialog).getByRole("alert").textContent).toBe("Informe o código de retirada");
    // Letters never get in; a wrong code is the server's 422, shown under the field.
    await user.type(code, "ab");
    expect((code as HTMLInputElement).value).toBe("");
    const wrong = String((Number(placed.pickupCode) + 1) % 10_000).padStart(4, "0");
    await user.type(code, wrong);
    await user.click(confirm);
    expect(await within(dialog).findByText("Código de retirada incorreto")).toBeDefined();
    expect((await detailOf(order.id)).status).toBe("ready");

    await user.clear(code);
    await user.type(code, placed.pickupCode);
    await user.click(confirm);
    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const stored = await detailOf(order.id);
    expect(stored.status).toBe("delivered");
    expect(stored.pickupCodeCheckedAt).not.toBeNull();
  });

  it("a delivery that is ready leaves only by 'Saiu para entrega', naming its courier if wanted", async () => {
    const order = await orderMovedTo(["preparing", "ready"]);
    const { user, card } = renderCard(order);
    await user.click(within(card).getByRole("button", { name: "Saiu para entrega" }));

    const dialog = await screen.findByRole("dialog", {
      name: `Saiu para entrega: pedido ${formatShortNumber(order.shortNumber)}`,
    });
    // Opening the dialog moves nothing.
    expect((await detailOf(order.id)).status).toBe("ready");
    await user.type(within(dialog).getByLabelText("Entregador (opcional)"), "Carlos Moto");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar saída" }));
    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    const stored = await detailOf(order.id);
    expect(stored).toMatchObject({ status: "out_for_delivery", courierName: "Carlos Moto" });
    // Its detail names who took it.
    await renderDetail(order);
    expect(screen.getByText("Entregador").nextSibling?.textContent).toBe("Carlos Moto");
    expect(stored.history.at(-1)).toMatchObject({
      fromStatus: "ready",
      toStatus: "out_for_delivery",
      changedBy: { name: "Ana Souza" },
    });
  });

  it("offline, a move waits on its card ('Aguardando conexão') and is sent when the connection is back", async () => {
    const order = await orderMovedTo();
    const { user, card } = renderCard(order);
    onlineManager.setOnline(false);
    await user.click(within(card).getByRole("button", { name: "Iniciar preparo" }));

    // In the place of the button, so nothing on the card moves.
    expect((await within(card).findByTestId("queued-move")).textContent).toBe("Aguardando conexão");
    expect(within(card).queryByRole("button", { name: "Iniciar preparo" })).toBeNull();
    expect((await detailOf(order.id)).status).toBe("pending");

    onlineManager.setOnline(true);
    expect(await screen.findByText("Status atualizado com sucesso")).toBeDefined();
    expect((await detailOf(order.id)).status).toBe("preparing");
    await waitFor(() => expect(within(card).queryByTestId("queued-move")).toBeNull());
  });

  it("a move queued offline that the server refuses once back says why and leaves the server's order", async () => {
    const order = await orderMovedTo();
    const { user, card } = renderCard(order);
    onlineManager.setOnline(false);
    await user.click(within(card).getByRole("button", { name: "Iniciar preparo" }));
    await within(card).findByTestId("queued-move");
    // Meanwhile Bia cancels it on another screen.
    await moveOnServer(order.id, "cancelled", bia);

    onlineManager.setOnline(true);
    expect(
      await screen.findByText(
        "Este pedido foi alterado por outra pessoa. Atualize e tente de novo.",
      ),
    ).toBeDefined();
    expect((await detailOf(order.id)).status).toBe("cancelled");
    await waitFor(() => expect(within(card).queryByTestId("queued-move")).toBeNull());
  });
});
