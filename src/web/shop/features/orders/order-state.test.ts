import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_METHODS } from "#shared/order-terms.ts";
import {
  customerStatusLabel,
  isAwaitingPix,
  isPixExpired,
  type OrderState,
  orderHeadline,
  paymentMessage,
} from "./order-state.ts";

const noPayment = { changeForCents: null, cardType: null, pix: null, confirmedAt: null };
const pix = {
  payload: "00020126...6304ABCD",
  txid: "FROSTY1",
  expiresAt: "2025-11-23T15:30:00.000Z",
};

function state(overrides: Partial<OrderState> = {}): OrderState {
  return {
    status: "pending",
    deliveryMethod: "delivery",
    paymentMethod: "test",
    payment: noPayment,
    store: { name: "Frosty Paulista" },
    ...overrides,
  };
}

const pixOrder = (status: OrderState["status"], confirmedAt: string | null = null) =>
  state({ status, paymentMethod: "pix", payment: { ...noPayment, pix, confirmedAt } });

describe("customerStatusLabel", () => {
  it.each([
    ["awaiting_payment", "delivery", "Aguardando pagamento"],
    ["pending", "delivery", "Pedido recebido"],
    ["preparing", "pickup", "Em preparo"],
    ["ready", "delivery", "Pronto — aguardando o entregador"],
    ["ready", "pickup", "Pronto para retirada"],
    ["out_for_delivery", "delivery", "Saiu para entrega"],
    ["delivered", "delivery", "Entregue"],
    ["delivered", "pickup", "Entregue"],
    ["cancelled", "pickup", "Cancelado"],
  ] as const)("%s, %s → %s", (status, deliveryMethod, label) => {
    expect(customerStatusLabel(state({ status, deliveryMethod }))).toBe(label);
  });

  it("says a WhatsApp order is not sent until the store takes it up", () => {
    expect(customerStatusLabel(state({ paymentMethod: "whatsapp" }))).toBe("Aguardando envio");
    expect(customerStatusLabel(state({ paymentMethod: "whatsapp", status: "preparing" }))).toBe(
      "Em preparo",
    );
  });
});

describe("orderHeadline", () => {
  it("never says 'Pedido confirmado!' for a cancelled, unpaid or unsent order", () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of PAYMENT_METHODS) {
        for (const deliveryMethod of ["delivery", "pickup"] as const) {
          const order = state({ status, paymentMethod, deliveryMethod });
          const { title, tone } = orderHeadline(order);
          const confirmed = title === "Pedido confirmado!";
          expect(confirmed, `${status} ${paymentMethod}`).toBe(
            status === "pending" && paymentMethod !== "whatsapp",
          );
          if (status === "cancelled") expect(tone).toBe("cancelled");
        }
      }
    }
  });

  it("follows a Pix order: waiting, paid, expired", () => {
    expect(orderHeadline(pixOrder("awaiting_payment"))).toMatchObject({
      title: "Aguardando o pagamento",
      tone: "waiting",
    });
    expect(orderHeadline(pixOrder("pending", "2025-11-23T15:10:00.000Z"))).toMatchObject({
      title: "Pagamento confirmado",
      tone: "done",
    });
    expect(orderHeadline(pixOrder("cancelled"))).toMatchObject({
      title: "O prazo do Pix acabou e o pedido foi cancelado",
      tone: "cancelled",
    });
  });

  it("a paid Pix order cancelled by the store is not an expiry, and says how to get the money back", () => {
    const order = pixOrder("cancelled", "2025-11-23T15:10:00.000Z");
    expect(isPixExpired(order)).toBe(false);
    expect(orderHeadline(order).title).toBe("Pedido cancelado");
    expect(orderHeadline(order).description).toContain("valor do Pix");
  });

  it("tells a customer whose order the store never confirmed that the system cancelled it, and nothing was charged", () => {
    for (const paymentMethod of ["cash", "card", "whatsapp"] as const) {
      const cancelled = state({ status: "cancelled", paymentMethod });
      expect(orderHeadline(cancelled, "store_did_not_confirm")).toEqual({
        title: "Pedido cancelado",
        description:
          "A loja não confirmou seu pedido a tempo e ele foi cancelado. Nada foi cobrado. " +
          "Para pedir de novo, volte ao cardápio.",
        tone: "cancelled",
      });
      // Cancelled by the store: no reason given, none invented.
      expect(orderHeadline(cancelled).description).toBe(
        "Este pedido foi cancelado. Em caso de dúvida, fale com a loja.",
      );
    }
  });

  it("says a WhatsApp order still has to be sent", () => {
    expect(orderHeadline(state({ paymentMethod: "whatsapp" }))).toMatchObject({
      title: "Falta enviar o pedido pelo WhatsApp",
      tone: "waiting",
    });
  });

  it("words 'ready' by how the order is received", () => {
    // A ready delivery is still at the store, waiting for its courier.
    expect(orderHeadline(state({ status: "ready" }))).toEqual({
      title: "Pronto — aguardando o entregador",
      description:
        "A Frosty Paulista já preparou seu pedido. Avisamos aqui quando ele sair para entrega.",
      tone: "progress",
    });
    expect(orderHeadline(state({ status: "ready", deliveryMethod: "pickup" })).title).toBe(
      "Pronto para retirada",
    );
    expect(orderHeadline(state({ status: "delivered", deliveryMethod: "pickup" })).title).toBe(
      "Pedido retirado",
    );
  });

  it("says a delivery left only once staff marked it out, naming its courier if they did", () => {
    expect(orderHeadline(state({ status: "out_for_delivery" }))).toEqual({
      title: "Saiu para entrega",
      description: "Seu pedido está a caminho.",
      tone: "progress",
    });
    expect(
      orderHeadline(state({ status: "out_for_delivery", courierName: "João" })).description,
    ).toBe("João está levando seu pedido.");
  });
});

describe("isAwaitingPix", () => {
  it("is a Pix order waiting for its money, with the Pix to pay", () => {
    expect(isAwaitingPix(pixOrder("awaiting_payment"))).toBe(true);
    expect(isAwaitingPix(pixOrder("pending", "2025-11-23T15:10:00.000Z"))).toBe(false);
    expect(isAwaitingPix(pixOrder("cancelled"))).toBe(false);
    // An order kept in this browser from before payments had details.
    expect(isAwaitingPix(state({ status: "awaiting_payment", payment: undefined }))).toBe(false);
  });
});

describe("paymentMessage", () => {
  it.each([
    [
      { paymentMethod: "cash", payment: { ...noPayment, changeForCents: 5000 } },
      "Pague em dinheiro na entrega. Troco para R$ 50,00.",
    ],
    [
      { paymentMethod: "cash", deliveryMethod: "pickup" },
      "Pague em dinheiro na retirada. Sem troco.",
    ],
    [
      { paymentMethod: "card", payment: { ...noPayment, cardType: "credit" } },
      "Pague com cartão de crédito na entrega (levamos a maquininha).",
    ],
    [
      {
        paymentMethod: "card",
        deliveryMethod: "pickup",
        payment: { ...noPayment, cardType: "debit" },
      },
      "Pague com cartão de débito na retirada, na maquininha da loja.",
    ],
    [{ paymentMethod: "whatsapp" }, "Combine o pagamento com a loja pelo WhatsApp."],
    [{ paymentMethod: "test" }, "Pagamento de teste aprovado."],
  ] as const)("%o → %s", (overrides, message) => {
    expect(paymentMessage(state(overrides))).toBe(message);
  });

  it("follows a Pix order", () => {
    expect(paymentMessage(pixOrder("awaiting_payment"))).toBe("Pix: aguardando o pagamento.");
    expect(paymentMessage(pixOrder("pending", "2025-11-23T15:10:00.000Z"))).toBe(
      "Pago com Pix: a loja confirmou o pagamento.",
    );
    expect(paymentMessage(pixOrder("cancelled"))).toBe("Pix: o pagamento não chegou no prazo.");
  });

  it("says when the bank confirmed a Pix, and that the bank returns it if cancelled", () => {
    const paidAtBank = (status: OrderState["status"]) =>
      state({
        status,
        paymentMethod: "pix",
        payment: {
          ...noPayment,
          pix,
          confirmedAt: "2025-11-23T15:10:00.000Z",
          confirmedBy: "bank",
        },
      });
    expect(paymentMessage(paidAtBank("pending"))).toBe(
      "Pago com Pix: o banco confirmou o pagamento.",
    );
    expect(orderHeadline(paidAtBank("cancelled")).description).toBe(
      "Este pedido foi cancelado. O valor do Pix volta para a sua conta pelo banco.",
    );
  });
});
