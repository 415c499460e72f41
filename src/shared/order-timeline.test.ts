import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "./order-terms.ts";
import {
  orderTimeline,
  systemCancelReason,
  type TimelineOrder,
  timelineStepLabel,
} from "./order-timeline.ts";

const CREATED = "2026-11-23T17:00:00.000Z";

function order(overrides: Partial<TimelineOrder> = {}): TimelineOrder {
  return {
    status: "pending",
    deliveryMethod: "delivery",
    paymentMethod: "test",
    payment: { confirmedAt: null },
    createdAt: CREATED,
    ...overrides,
  };
}

/** A history at one minute apart from the order's creation. */
function history(...statuses: OrderStatus[]) {
  return statuses.map((status, minute) => ({
    status,
    at: new Date(Date.parse(CREATED) + minute * 60_000).toISOString(),
  }));
}

const summary = (steps: ReturnType<typeof orderTimeline>) =>
  steps.map((step) => [step.label, step.state, step.at?.slice(11, 16) ?? null]);

describe("timelineStepLabel", () => {
  it("never calls a delivery 'Pronto para retirada', nor a pickup 'Saiu para entrega'", () => {
    for (const status of ORDER_STATUSES) {
      const delivery = timelineStepLabel(status, order({ deliveryMethod: "delivery" }));
      expect(delivery).not.toMatch(/retirada|Retirado/);
      // A pickup never goes out for delivery: the server refuses it (orders-status.test.ts).
      if (status === "out_for_delivery") continue;
      const pickup = timelineStepLabel(status, order({ deliveryMethod: "pickup" }));
      expect(pickup).not.toMatch(/entrega|Entregue/);
    }
    // Ready is not gone: a delivery reads "Saiu para entrega" only once staff mark it out.
    expect(timelineStepLabel("ready", order())).toBe("Pronto — aguardando o entregador");
    expect(timelineStepLabel("out_for_delivery", order())).toBe("Saiu para entrega");
    expect(timelineStepLabel("ready", order({ deliveryMethod: "pickup" }))).toBe(
      "Pronto para retirada",
    );
    expect(timelineStepLabel("delivered", order())).toBe("Entregue");
    expect(timelineStepLabel("delivered", order({ deliveryMethod: "pickup" }))).toBe("Retirado");
  });

  it("names a Pix order's way: waiting, paid, or out of time", () => {
    const pix = order({ paymentMethod: "pix" });
    expect(timelineStepLabel("awaiting_payment", pix)).toBe("Aguardando pagamento");
    expect(timelineStepLabel("pending", pix)).toBe("Pagamento confirmado");
    expect(timelineStepLabel("cancelled", pix)).toBe("Cancelado: o Pix não foi pago no prazo");
    const paid = order({ paymentMethod: "pix", payment: { confirmedAt: CREATED } });
    expect(timelineStepLabel("cancelled", paid)).toBe("Cancelado");
  });

  it("calls a WhatsApp order's first step what happened: the order made", () => {
    expect(timelineStepLabel("pending", order({ paymentMethod: "whatsapp" }))).toBe("Pedido feito");
    expect(timelineStepLabel("pending", order())).toBe("Pedido recebido");
  });
});

describe("orderTimeline", () => {
  it("shows a new order as received now, with the way ahead greyed", () => {
    const steps = orderTimeline(order(), history("pending"));
    expect(summary(steps)).toEqual([
      ["Pedido recebido", "current", "17:00"],
      ["Em preparo", "upcoming", null],
      ["Pronto — aguardando o entregador", "upcoming", null],
      ["Saiu para entrega", "upcoming", null],
      ["Entregue", "upcoming", null],
    ]);
  });

  it("gives every step that happened its time, and highlights only the current one", () => {
    const steps = orderTimeline(
      order({ status: "ready", deliveryMethod: "pickup" }),
      history("pending", "preparing", "ready"),
    );
    expect(summary(steps)).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Em preparo", "done", "17:01"],
      ["Pronto para retirada", "current", "17:02"],
      ["Retirado", "upcoming", null],
    ]);
    expect(steps.filter((step) => step.state === "current")).toHaveLength(1);
  });

  it("leaves out a step the store skipped rather than inventing its time", () => {
    const steps = orderTimeline(order({ status: "ready" }), history("pending", "ready"));
    expect(summary(steps)).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Pronto — aguardando o entregador", "current", "17:01"],
      ["Saiu para entrega", "upcoming", null],
      ["Entregue", "upcoming", null],
    ]);
  });

  it("shows a delivery out with its courier only from when staff marked it", () => {
    const steps = orderTimeline(
      order({ status: "out_for_delivery" }),
      history("pending", "preparing", "ready", "out_for_delivery"),
    );
    expect(summary(steps)).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Em preparo", "done", "17:01"],
      ["Pronto — aguardando o entregador", "done", "17:02"],
      ["Saiu para entrega", "current", "17:03"],
      ["Entregue", "upcoming", null],
    ]);
    // A pickup's way has no such step.
    const pickup = orderTimeline(order({ deliveryMethod: "pickup" }), history("pending"));
    expect(summary(pickup).map(([label]) => label)).toEqual([
      "Pedido recebido",
      "Em preparo",
      "Pronto para retirada",
      "Retirado",
    ]);
  });

  it("keeps a move back: what happened stays, the step undone comes again", () => {
    const steps = orderTimeline(
      order({ status: "preparing" }),
      history("pending", "preparing", "ready", "preparing"),
    );
    expect(summary(steps)).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Em preparo", "done", "17:01"],
      ["Pronto — aguardando o entregador", "done", "17:02"],
      ["Em preparo", "current", "17:03"],
      ["Pronto — aguardando o entregador", "upcoming", null],
      ["Saiu para entrega", "upcoming", null],
      ["Entregue", "upcoming", null],
    ]);
  });

  it("ends a cancelled order at its cancellation, with nothing to come", () => {
    const steps = orderTimeline(
      order({ status: "cancelled" }),
      history("pending", "preparing", "cancelled"),
    );
    expect(summary(steps)).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Em preparo", "done", "17:01"],
      ["Cancelado", "current", "17:02"],
    ]);
  });

  it("follows a Pix order from its payment, and one that ran out of time", () => {
    const paid = order({
      status: "pending",
      paymentMethod: "pix",
      payment: { confirmedAt: CREATED },
    });
    expect(summary(orderTimeline(paid, history("awaiting_payment", "pending")))).toEqual([
      ["Aguardando pagamento", "done", "17:00"],
      ["Pagamento confirmado", "current", "17:01"],
      ["Em preparo", "upcoming", null],
      ["Pronto — aguardando o entregador", "upcoming", null],
      ["Saiu para entrega", "upcoming", null],
      ["Entregue", "upcoming", null],
    ]);
    const expired = order({ status: "cancelled", paymentMethod: "pix" });
    expect(summary(orderTimeline(expired, history("awaiting_payment", "cancelled")))).toEqual([
      ["Aguardando pagamento", "done", "17:00"],
      ["Cancelado: o Pix não foi pago no prazo", "current", "17:01"],
    ]);
  });

  it("says why the system cancelled an order the store never confirmed, and only then", () => {
    const cancelled = order({ status: "cancelled", paymentMethod: "cash" });
    const bySystem = history("pending", "cancelled").map((change) =>
      change.status === "cancelled"
        ? { ...change, reason: "store_did_not_confirm" as const }
        : change,
    );
    expect(summary(orderTimeline(cancelled, bySystem))).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Cancelado: a loja não confirmou a tempo", "current", "17:01"],
    ]);
    expect(systemCancelReason(bySystem)).toBe("store_did_not_confirm");
    // Reopened by the store, then cancelled by it: the last cancellation is the store's.
    const byStore = [
      ...bySystem,
      ...history("pending", "pending", "pending", "cancelled").slice(2),
    ];
    expect(systemCancelReason(byStore)).toBeNull();
    expect(summary(orderTimeline(cancelled, byStore)).at(-1)?.[0]).toBe("Cancelado");
    expect(systemCancelReason(history("pending"))).toBeNull();
    expect(systemCancelReason(undefined)).toBeNull();
  });

  it("ends a delivered order with nothing greyed", () => {
    const steps = orderTimeline(
      order({ status: "delivered" }),
      history("pending", "preparing", "ready", "out_for_delivery", "delivered"),
    );
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done", "done", "current"]);
  });

  it("without the server's history, times only the order's placing", () => {
    expect(summary(orderTimeline(order({ status: "preparing" }), undefined))).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Em preparo", "current", null],
      ["Pronto — aguardando o entregador", "upcoming", null],
      ["Saiu para entrega", "upcoming", null],
      ["Entregue", "upcoming", null],
    ]);
    expect(summary(orderTimeline(order({ status: "cancelled" }), []))).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Cancelado", "current", null],
    ]);
  });

  it("has an encomenda wait for its slot, agendada, before the store receives it", () => {
    const schedule = { slotStart: "2026-11-29T18:00:00.000Z" };
    const pickup = order({ status: "scheduled", deliveryMethod: "pickup", schedule });
    expect(summary(orderTimeline(pickup, history("scheduled")))).toEqual([
      ["Encomenda agendada", "current", "17:00"],
      ["Pedido recebido", "upcoming", null],
      ["Em preparo", "upcoming", null],
      ["Pronto para retirada", "upcoming", null],
      ["Retirado", "upcoming", null],
    ]);
    // Paid by Pix first; once in the queue the store has it ("Pedido recebido", already paid).
    const pix = order({ status: "pending", paymentMethod: "pix", schedule });
    const steps = orderTimeline(pix, history("awaiting_payment", "scheduled", "pending"));
    expect(summary(steps).slice(0, 4)).toEqual([
      ["Aguardando pagamento", "done", "17:00"],
      ["Encomenda agendada", "done", "17:01"],
      ["Pedido recebido", "current", "17:02"],
      ["Em preparo", "upcoming", null],
    ]);
    // An order for now has no such step.
    expect(orderTimeline(order(), undefined).map((step) => step.status)).not.toContain("scheduled");
  });

  it("shows a status that arrived after the history was read, untimed", () => {
    const steps = orderTimeline(order({ status: "preparing" }), history("pending"));
    expect(summary(steps).slice(0, 2)).toEqual([
      ["Pedido recebido", "done", "17:00"],
      ["Em preparo", "current", null],
    ]);
  });
});
