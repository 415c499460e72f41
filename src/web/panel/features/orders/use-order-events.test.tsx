import { screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import {
  connectStoreToPsp,
  deliverTo,
  payAtBank,
  placeChargedPixOrder,
} from "#server/testing/pix-automatic.ts";
import { type LocalPsp, startLocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { OrderEvent } from "#shared/order-events.ts";
import { formatShortNumber, type OrderStatus } from "#shared/order-terms.ts";
import type { OrderView } from "#shared/orders.ts";
import { sendOrderEvent } from "#web/testing/played-order-stream.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { confirmingHere, stopAllRinging, useRingingCount } from "./new-order-alarm.ts";
import { playNewOrderSound } from "./notification-sound.ts";
import { setSoundOn } from "./sound-preference.ts";
import { useOrderEvents } from "./use-order-events.ts";

/** The staff stream, played by the test: what it sends reaches the hook as the server's would. */
vi.mock(
  "#web/panel/features/order-event-source.ts",
  () => import("#web/testing/played-order-stream.ts"),
);
vi.mock("./notification-sound.ts", () => ({ playNewOrderSound: vi.fn() }));
const chimes = vi.mocked(playNewOrderSound);

let t: TestApp;
let psp: LocalPsp;
let ana: SignedInStaff;
let bia: SignedInStaff;
/** The store whose Pix goes through the local PSP (Pix automático); the others' are static. */
const BANK_STORE = "2";
beforeAll(async () => {
  psp = await startLocalPsp({ deliver: deliverTo(() => t) });
  t = await createTestApp({ payments: { pixReceiver: TEST_PIX_RECEIVER } });
  ana = await signedInStaff(t, { admin: true, name: "Ana Souza" });
  bia = await signedInStaff(t, { admin: true, name: "Bia Rocha" });
  await connectStoreToPsp(t, psp, BANK_STORE);
});
afterAll(async () => {
  t.pix.client.close();
  await psp.close();
  await t.database.dispose();
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchFromApp(t, ana.browser));
  chimes.mockClear();
  setSoundOn(true);
});
afterEach(() => stopAllRinging());

function Panel() {
  useOrderEvents();
  return <p data-testid="ringing">{useRingingCount()}</p>;
}

function renderPanel() {
  const { queryClient } = renderInApp(<Panel />);
  return {
    ringing: () => Number(screen.getByTestId("ringing").textContent),
    /** Every order the screen went to read, read. */
    settled: () => waitFor(() => expect(queryClient.isFetching()).toBe(0)),
  };
}

const created = (order: OrderView): OrderEvent => ({
  type: "order.created",
  orderId: order.id,
  storeId: order.store.id,
  shortNumber: order.shortNumber,
});

async function moved(order: OrderView, status: OrderStatus, staff = bia): Promise<OrderEvent> {
  const detail = await staff.browser.request(`/api/admin/orders/${order.id}`);
  const { version } = (await detail.json()) as { version: number };
  const response =
    order.paymentMethod === "pix" && status === "pending" && version === 1
      ? await staff.browser.request(`/api/admin/orders/${order.id}/payment-confirmation`, {
          method: "POST",
          json: { version },
        })
      : await requestMove(staff, order.id, { status, version });
  expect(response.status, await response.clone().text()).toBe(200);
  return {
    type: "order.updated",
    orderId: order.id,
    storeId: order.store.id,
    status,
    version: version + 1,
  };
}

const pixOrder = () => placeTestOrder(t, orderBody({ paymentMethod: "pix" }));

describe("the staff screens hearing of orders", () => {
  it("ring for a Pix order once 'Pix recebido' takes it to Pendente, not while it awaits the money", async () => {
    const { ringing } = renderPanel();
    const order = await pixOrder();
    const number = formatShortNumber(order.shortNumber);

    sendOrderEvent(created(order));
    // Said quietly: nothing to make yet.
    expect(await screen.findByText(`Pedido ${number} aguardando Pix`)).toBeDefined();
    expect(chimes).not.toHaveBeenCalled();
    expect(ringing()).toBe(0);
    expect(screen.queryByText(`Novo pedido ${number}`)).toBeNull();

    // Bia saw the money on another screen.
    sendOrderEvent(await moved(order, "pending"));
    expect(await screen.findByText(`Novo pedido ${number}`)).toBeDefined();
    expect(screen.getByText(/^Pix recebido · /)).toBeDefined();
    expect(chimes).toHaveBeenCalledTimes(1);
    expect(ringing()).toBe(1);

    // Started by someone: it stops.
    sendOrderEvent(await moved(order, "preparing"));
    await waitFor(() => expect(ringing()).toBe(0));
  });

  it("still ring at once for an order placed paid", async () => {
    const { ringing } = renderPanel();
    const order = await placeTestOrder(t, orderBody({ paymentMethod: "cash" }));
    sendOrderEvent(created(order));
    expect(
      await screen.findByText(`Novo pedido ${formatShortNumber(order.shortNumber)}`),
    ).toBeDefined();
    expect(chimes).toHaveBeenCalledTimes(1);
    expect(ringing()).toBe(1);
  });

  it("do not ring where the Pix was confirmed, nor for an order moved back to Pendente", async () => {
    const { ringing, settled } = renderPanel();
    const pix = await pixOrder();
    sendOrderEvent(created(pix));
    await screen.findByText(`Pedido ${formatShortNumber(pix.shortNumber)} aguardando Pix`);
    // This screen confirms it itself (the card's 'Pix recebido').
    confirmingHere(pix.id, true);
    sendOrderEvent(await moved(pix, "pending", ana));

    const placed = await placeTestOrder(t);
    await moved(placed, "preparing");
    sendOrderEvent(await moved(placed, "pending"));

    // Something that does ring, heard after both: by then they would have rung.
    const later = await placeTestOrder(t);
    sendOrderEvent(created(later));
    await screen.findByText(`Novo pedido ${formatShortNumber(later.shortNumber)}`);
    await settled();
    expect(screen.queryByText(`Novo pedido ${formatShortNumber(pix.shortNumber)}`)).toBeNull();
    expect(screen.queryByText(`Novo pedido ${formatShortNumber(placed.shortNumber)}`)).toBeNull();
    expect(chimes).toHaveBeenCalledTimes(1);
    expect(ringing()).toBe(1);
  });

  it("ring for a Pix the bank confirmed (Pix automático), with nobody at the store tapping", async () => {
    const { ringing } = renderPanel();
    const order = await placeChargedPixOrder(t, BANK_STORE);
    const number = formatShortNumber(order.shortNumber);
    sendOrderEvent(created(order));
    await screen.findByText(`Pedido ${number} aguardando Pix`);
    expect(chimes).not.toHaveBeenCalled();

    // The bank confirmed it: the server moved it to Pendente and told the stream so.
    const { version } = await payAtBank(t, psp, order);
    sendOrderEvent({
      type: "order.updated",
      orderId: order.id,
      storeId: order.store.id,
      status: "pending",
      version,
    });
    expect(await screen.findByText(`Novo pedido ${number}`)).toBeDefined();
    expect(screen.getByText(/^Pix confirmado pelo banco · /)).toBeDefined();
    expect(chimes).toHaveBeenCalledTimes(1);
    expect(ringing()).toBe(1);
  });
});
