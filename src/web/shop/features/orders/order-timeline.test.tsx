import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "#shared/order-terms.ts";
import { timelineStepLabel } from "#shared/order-timeline.ts";
import { customerStatusLabel } from "./order-state.ts";
import { OrderTimeline } from "./order-timeline.tsx";

const order = {
  status: "preparing",
  deliveryMethod: "delivery",
  paymentMethod: "cash",
  payment: { confirmedAt: null },
  createdAt: "2026-11-23T17:00:00.000Z",
} as const;

describe("OrderTimeline", () => {
  it("times what happened on the shop's clock, marks where the order is, greys what is to come", () => {
    render(
      <OrderTimeline
        order={order}
        history={[
          { status: "pending", at: "2026-11-23T17:00:00.000Z" },
          { status: "preparing", at: "2026-11-23T17:04:00.000Z" },
        ]}
      />,
    );
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Pedido recebido (feito)14:00",
      "Em preparo (agora)14:04",
      "Pronto — aguardando o entregador (a seguir)",
      "Saiu para entrega (a seguir)",
      "Entregue (a seguir)",
    ]);
    expect(steps[1]?.getAttribute("aria-current")).toBe("step");
    expect(steps.filter((step) => step.hasAttribute("aria-current"))).toHaveLength(1);
    expect(
      within(steps[1] as HTMLElement)
        .getByText("14:04")
        .getAttribute("datetime"),
    ).toBe("2026-11-23T17:04:00.000Z");
    expect(screen.queryByText(/Pronto para retirada/)).toBeNull();
  });

  it("ends a cancelled order at its cancellation", () => {
    render(
      <OrderTimeline
        order={{ ...order, status: "cancelled" }}
        history={[
          { status: "pending", at: "2026-11-23T17:00:00.000Z" },
          { status: "cancelled", at: "2026-11-23T17:02:00.000Z" },
        ]}
      />,
    );
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps).toHaveLength(2);
    expect(steps[1]?.textContent).toBe("Cancelado (agora)14:02");
  });
});

describe("the timeline and the status badge", () => {
  it("say the same words for the steps both name", () => {
    const named = [
      "awaiting_payment",
      "scheduled",
      "preparing",
      "ready",
      "out_for_delivery",
    ] as const;
    for (const status of named) {
      for (const deliveryMethod of ["delivery", "pickup"] as const) {
        // Only a delivery goes out (the server refuses it for a pickup).
        if (status === "out_for_delivery" && deliveryMethod === "pickup") continue;
        const facts = { ...order, status, deliveryMethod, paymentMethod: "pix" } as const;
        expect(timelineStepLabel(status, facts)).toBe(customerStatusLabel(facts));
      }
    }
    expect(ORDER_STATUSES).toHaveLength(8);
  });
});
