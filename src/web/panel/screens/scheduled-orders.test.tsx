import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stores } from "#server/db/schema.ts";
import { releaseDueEncomendas } from "#server/services/scheduling/release-encomendas.ts";
import { orderBody, placeTestOrder, setStock } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { OrderEvent } from "#shared/order-events.ts";
import { formatShortNumber, type OrderStatus } from "#shared/order-terms.ts";
import type { OrderView, PlacedOrder } from "#shared/orders.ts";
import { addDays, storeInstant } from "#shared/scheduling.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { stopAllRinging } from "#web/panel/features/orders/new-order-alarm.ts";
import { SCHEDULED_FALLBACK_MS, SCHEDULED_REFRESH_MS } from "#web/panel/features/scheduled/api.ts";
import { StaffSessionContext } from "#web/panel/features/staff-session-context.ts";
import { sendOrderEvent } from "#web/testing/played-order-stream.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { AdminScheduledOrdersPage } from "./scheduled-orders.tsx";

/**
 * "Agendados" against the real app, with the staff stream played by the test: what it sends
 * reaches the page as the server's would (the server's side, that staff of the store hear each
 * of these changes: live-events.test.ts). Store 30 takes encomendas every day, 10:00 to 22:00
 * on São Paulo's clock; Caio works there.
 */
vi.mock(
  "#web/panel/features/order-event-source.ts",
  () => import("#web/testing/played-order-stream.ts"),
);
// An encomenda entering the queue rings, as on the board: silently here.
vi.mock("#web/panel/features/orders/notification-sound.ts", () => ({
  playNewOrderSound: vi.fn(),
}));

const STORE = "30";
const TIME_ZONE = "America/Sao_Paulo";

let t: TestApp;
let bia: SignedInStaff;
let cai: SignedInStaff;
let session: StaffSession;
beforeAll(async () => {
  t = await createTestApp({ payments: { pixReceiver: TEST_PIX_RECEIVER } });
  await t.database.db
    .update(stores)
    .set({
      timeZone: TIME_ZONE,
      openingHours: Array.from({ length: 7 }, () => ({ open: "10:00", close: "22:00" })),
      acceptsOrders: true,
      dailyCapacity: Array(7).fill(300),
      preparationMinutes: 45,
    })
    .where(inArray(stores.id, [STORE]));
  await setStock(t, "1", 100, { storeId: STORE });
  await t.catalog.invalidate();
  bia = await signedInStaff(t, { admin: true, name: "Bia Rocha" });
  cai = await signedInStaff(t, { stores: [STORE], name: "Caio Lima" });
  const response = await cai.browser.request("/api/admin/session");
  expect(response.status).toBe(200);
  session = (await response.json()) as StaffSession;
});
afterAll(() => t.database.dispose());

beforeEach(() => vi.stubGlobal("fetch", fetchFromApp(t, cai.browser)));
afterEach(() => stopAllRinging());

const created = (order: OrderView): OrderEvent => ({
  type: "order.created",
  orderId: order.id,
  storeId: order.store.id,
  shortNumber: order.shortNumber,
});

describe("Agendados hearing of encomendas", () => {
  /** 15:00 the day after tomorrow: in this week's list. */
  const slot = () => storeInstant(addDays(storeDate(new Date(), TIME_ZONE), 2), 15 * 60, TIME_ZONE);
  const encomenda = (paymentMethod: "test" | "pix", quantity = 1) =>
    placeTestOrder(
      t,
      orderBody({
        storeId: STORE,
        items: [{ productId: "1", size: "medio", addonIds: [], quantity }],
        deliveryMethod: "pickup",
        deliveryAddress: undefined,
        paymentMethod,
        schedule: { slotStart: slot().toISOString() },
      }),
    );
  const updated = (order: OrderView, status: OrderStatus, version: number): OrderEvent => ({
    type: "order.updated",
    orderId: order.id,
    storeId: order.store.id,
    status,
    version,
  });
  const card = (order: OrderView) =>
    screen.queryByRole("article", { name: `Encomenda ${formatShortNumber(order.shortNumber)}` });
  const statusOf = (order: OrderView) =>
    card(order)?.querySelector("[data-testid=scheduled-order-status]")?.textContent;

  /** The page alone, as the panel's layout hosts it, with no menu (and no badge) listening. */
  function renderAgendados() {
    const { queryClient } = renderInApp(
      <StaffSessionContext.Provider value={session}>
        <AdminScheduledOrdersPage />
      </StaffSessionContext.Provider>,
    );
    return {
      /** Everything the page went to read, read: what it shows is what it knows. */
      settled: () => waitFor(() => expect(queryClient.isFetching()).toBe(0)),
    };
  }

  it("shows a new encomenda, a cancel, a Pix confirmed and the release as the stream tells them", async () => {
    // Minutes between polls: whatever changes within the test is the stream's doing.
    expect(SCHEDULED_REFRESH_MS).toBeGreaterThanOrEqual(60_000);
    expect(SCHEDULED_FALLBACK_MS).toBeGreaterThan(SCHEDULED_REFRESH_MS);
    const { settled } = renderAgendados();
    await waitFor(() => expect(screen.queryByText("Carregando encomendas...")).toBeNull());

    // Placed: unseen until the stream says so, then on its slot at once.
    const placed: PlacedOrder = await encomenda("test");
    await settled();
    expect(card(placed)).toBeNull();
    sendOrderEvent(created(placed));
    await waitFor(() => expect(statusOf(placed)).toBe("Agendado"));

    // Placed by Pix: waiting for its money; "Pix recebido" elsewhere makes it Agendado.
    const pix = await encomenda("pix");
    sendOrderEvent(created(pix));
    await waitFor(() => expect(statusOf(pix)).toBe("Aguardando pagamento"));
    const confirmed = await bia.browser.request(
      `/api/admin/orders/${pix.id}/payment-confirmation`,
      {
        method: "POST",
        json: { version: 1 },
      },
    );
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    sendOrderEvent(updated(pix, "scheduled", 2));
    await waitFor(() => expect(statusOf(pix)).toBe("Agendado"));

    // Cancelled by the customer: gone from the list.
    const cancelled = await t.request(`/api/orders/${placed.id}/cancel`, {
      method: "POST",
      headers: { "x-order-token": placed.accessToken, "x-order-owner": placed.ownerProof },
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    sendOrderEvent(updated(placed, "cancelled", 2));
    await waitFor(() => expect(card(placed)).toBeNull());

    // Its time came: in the live queue, Pendente.
    const due = new Date(slot().getTime() - 45 * 60_000);
    expect(await releaseDueEncomendas(t.database.db, due)).toContain(pix.id);
    sendOrderEvent(updated(pix, "pending", 3));
    await waitFor(() => expect(statusOf(pix)).toBe("Pendente"));
  });

  it("reads the day's Lista de produção again when an encomenda for that day arrives", async () => {
    const first = await encomenda("test", 2);
    renderAgendados();
    const slotDay = storeDate(slot(), TIME_ZONE);
    const day = await waitFor(() => {
      const found = screen
        .getAllByTestId("scheduled-day")
        .find((section) => section.dataset.day === slotDay);
      if (!found) throw new Error(`no ${slotDay} on the page`);
      return found;
    });
    await waitFor(() =>
      expect(
        within(day).queryByRole("article", {
          name: `Encomenda ${formatShortNumber(first.shortNumber)}`,
        }),
      ).not.toBeNull(),
    );
    await userEvent.click(within(day).getByRole("button", { name: "Lista de produção" }));
    const dialog = await screen.findByRole("dialog");
    const total = () => within(dialog).queryByTestId("production-total")?.textContent;
    await waitFor(() => expect(total()).toBeDefined());
    const before = Number(total());

    const more = await encomenda("test", 3);
    sendOrderEvent(created(more));
    await waitFor(() => expect(Number(total())).toBe(before + 3));
  });
});
