import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CustomerOrderView } from "#shared/orders.ts";
import { OrderSummary } from "./order-details.tsx";
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
