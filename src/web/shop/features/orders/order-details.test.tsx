import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, stores } from "#server/db/schema.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { addDays, storeInstant } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { CatalogContext } from "#web/shop/features/catalog/catalog-context.ts";
import { CancelEncomenda } from "./cancel-encomenda.tsx";
import { encomendaCancel } from "./encomenda-cancel.ts";
import { OrderSummary } from "./order-details.tsx";
import { OrderListItem } from "./order-list-item.tsx";
import { OrderSchedule } from "./order-schedule.tsx";
import { PickupPlace } from "./pickup-place.tsx";

const store: CustomerOrderView["store"] = {
  id: "86",
  name: "Frosty Boa Viagem",
  address: "Av. Boa Viagem, 1000 - Boa Viagem",
  city: "Recife",
  state: "PE",
  whatsapp: null,
  timeZone: "America/Sao_Paulo",
};

const pickup = (overrides: Partial<CustomerOrderView> = {}) =>
  ({
    id: "ORD-1",
    accessToken: "tok",
    status: "preparing",
    shortNumber: 42,
    pickupCode: "4821",
    items: [],
    subtotalCents: 899,
    discountCents: 0,
    deliveryFeeCents: 0,
    totalCents: 899,
    couponCode: null,
    deliveryMethod: "pickup",
    paymentMethod: "card",
    payment: { changeForCents: null, cardType: "credit", pix: null, confirmedAt: null },
    customer: { name: "Maria", phone: "(81) 99999-0000", cpf: null, address: null },
    delivery: null,
    store,
    createdAt: "2026-11-23T17:00:00.000Z",
    ...overrides,
  }) as CustomerOrderView;

describe("a pickup order's summary", () => {
  it("shows the pickup code, and says the card is paid on the store's machine", () => {
    render(<OrderSummary order={pickup()} />);
    expect(screen.getByTestId("pickup-code").textContent).toContain("4821");
    expect(screen.getByTestId("payment-message").textContent).toBe(
      "Pague com cartão de crédito na retirada, na maquininha da loja.",
    );
  });

  it("says what a member's order earns, and nothing for an order outside the club", () => {
    const { unmount } = render(
      <OrderSummary
        order={pickup({ cashback: { spentCents: 0, earnedCents: 449, earnedStatus: "pending" } })}
      />,
    );
    expect(screen.getByTestId("order-cashback").textContent).toBe(
      "Este pedido rende R$ 4,49 de cashback, liberado quando for entregue.",
    );
    unmount();
    render(<OrderSummary order={pickup({ cashback: null })} />);
    expect(screen.queryByTestId("order-cashback")).toBeNull();
  });

  it("hides the pickup code of a cancelled order", () => {
    render(<OrderSummary order={pickup({ status: "cancelled" })} />);
    expect(screen.queryByTestId("pickup-code")).toBeNull();
    expect(screen.queryByText(/4821/)).toBeNull();
  });
});

describe("where a pickup is collected", () => {
  it("gives the store's address, its hours and directions to its coordinates in a new tab", () => {
    const week = { open: "10:00", close: "22:00" };
    render(
      <PickupPlace
        store={store}
        live={{
          contact: { lat: -8.12, lng: -34.9, whatsapp: "5581900000000" },
          openingHours: [null, week, week, week, week, week, week],
        }}
      />,
    );
    const place = screen.getByTestId("pickup-place");
    expect(place.textContent).toContain("Frosty Boa Viagem");
    expect(place.textContent).toContain("Av. Boa Viagem, 1000 - Boa Viagem, Recife - PE");
    expect(screen.getByTestId("pickup-hours").textContent).toBe(
      "Horário: Seg a Sáb 10:00 às 22:00; Dom fechada",
    );
    const directions = screen.getByRole("link", { name: /Como chegar/ });
    expect(directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-8.12,-34.9",
    );
    expect(directions.getAttribute("target")).toBe("_blank");
    expect(directions.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("goes by the address when the store publishes no coordinates, and says when no hours", () => {
    render(<PickupPlace store={store} live={{ contact: null, openingHours: null }} />);
    expect(screen.getByTestId("pickup-hours").textContent).toBe(
      "A loja ainda não publicou seu horário.",
    );
    expect(screen.getByRole("link", { name: /Como chegar/ }).getAttribute("href")).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("Av. Boa Viagem, 1000 - Boa Viagem, Recife - PE, Brasil")}`,
    );
  });
});

describe("an encomenda's slot", () => {
  it("is said in large type, with the store's clock named only away from Brasília's", () => {
    const schedule = { label: "sábado, 29/11 às 15:00" };
    const { unmount } = render(<OrderSchedule schedule={schedule} timeZone="America/Sao_Paulo" />);
    expect(screen.getByTestId("order-schedule").textContent).toBe(
      "Encomenda parasábado, 29/11 às 15:00",
    );
    unmount();
    render(<OrderSchedule schedule={schedule} timeZone="America/Manaus" />);
    expect(screen.getByTestId("order-schedule").textContent).toContain(
      "sábado, 29/11 às 15:00(horário do Amazonas)",
    );
  });

  it("is named in Meus pedidos", () => {
    const schedule = {
      slotStart: "2026-11-29T18:00:00.000Z",
      day: "2026-11-29",
      label: "sábado, 29/11 às 15:00",
      time: "15:00",
      cancelUntil: "2026-11-28T18:00:00.000Z",
    };
    render(<OrderListItem order={pickup({ status: "scheduled", schedule })} />);
    expect(screen.getByTestId("my-order-schedule").textContent).toBe(
      "Encomenda para sábado, 29/11 às 15:00",
    );
    expect(screen.getByTestId("my-order-status").textContent).toBe("Encomenda agendada");
  });
});

describe("cancelling an encomenda from its page", () => {
  let t: TestApp;
  let catalog: CatalogWithSite;
  beforeAll(async () => {
    t = await createTestApp();
    // Store 1 open every day, all day: tomorrow has slots whatever the hour of the run.
    const allDay = Array.from({ length: 7 }, () => ({ open: "00:00", close: "23:59" }));
    await t.database.db.update(stores).set({ openingHours: allDay }).where(eq(stores.id, "1"));
    t.catalog.invalidate();
    catalog = (await (await fetchFromApp(t)("/api/catalog")).json()) as CatalogWithSite;
  });
  // The page's requests go to the real app (each test's stub is undone after it).
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchFromApp(t));
  });
  afterAll(async () => {
    await t.database.db.update(stores).set({ openingHours: null }).where(eq(stores.id, "1"));
    await t.database.dispose();
  });

  /** A pickup at store 1 for the day after tomorrow at 15:00, placed by this device. */
  async function encomenda() {
    const day = addDays(storeDate(new Date(), "America/Sao_Paulo"), 2);
    const slot = storeInstant(day, 15 * 60, "America/Sao_Paulo");
    return placeTestOrder(
      t,
      orderBody({
        deliveryMethod: "pickup",
        deliveryAddress: undefined,
        schedule: { slotStart: slot.toISOString() },
      }),
    );
  }

  const shown = (order: CustomerOrderView, now?: Date) =>
    render(
      <CatalogContext.Provider value={catalog}>
        <CancelEncomenda order={order} now={now} />
      </CatalogContext.Provider>,
    );

  it("asks first, then cancels it on the server", async () => {
    const placed = await encomenda();
    expect(placed.status).toBe("scheduled");
    expect(encomendaCancel(placed)).toBe("open");
    shown(placed);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancelar encomenda" }));
    const dialog = await screen.findByTestId("cancel-encomenda-dialog");
    // "Manter" keeps it: nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Manter encomenda" }));
    await waitFor(() => expect(screen.queryByTestId("cancel-encomenda-dialog")).toBeNull());
    const statusOf = async () =>
      (
        await t.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, placed.id))
      )[0]?.status;
    expect(await statusOf()).toBe("scheduled");

    await user.click(screen.getByRole("button", { name: "Cancelar encomenda" }));
    await user.click(await screen.findByRole("button", { name: "Sim, cancelar" }));
    await waitFor(async () => expect(await statusOf()).toBe("cancelled"));
  });

  it("after the cutoff, sends the customer to the store's WhatsApp, and so on a refusal", async () => {
    const placed = await encomenda();
    const after = new Date(Date.parse(placed.schedule?.cancelUntil ?? "") + 60_000);
    expect(encomendaCancel(placed, after)).toBe("late");
    const { unmount } = shown(placed, after);
    expect(screen.queryByRole("button", { name: "Cancelar encomenda" })).toBeNull();
    expect(screen.getByTestId("cancel-late").textContent).toContain(
      "Para cancelar, fale com a loja.",
    );
    const whatsapp = catalog.stores.find((store) => store.id === "1")?.contact?.whatsapp;
    const link = screen.queryByRole("link", { name: /Falar com a loja/ });
    if (placed.store.whatsapp ?? catalog.site.ordersWhatsapp) {
      expect(link?.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    } else {
      expect(link).toBeNull();
    }
    expect(whatsapp === undefined || typeof whatsapp === "string" || whatsapp === null).toBe(true);
    unmount();

    // The page thought it still open, the server's clock says no more: its words, and the link.
    await t.database.db
      .update(orders)
      .set({ scheduledCancelUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.id));
    shown(placed);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancelar encomenda" }));
    await user.click(await screen.findByRole("button", { name: "Sim, cancelar" }));
    expect((await screen.findByTestId("cancel-late")).textContent).toMatch(
      /Faltam menos de \d+ h para o horário da encomenda: para cancelar, fale com a loja./,
    );
  });
});
