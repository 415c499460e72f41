import { describe, expect, it } from "vitest";
import { customerStatusLabel } from "./customer-status.ts";
import { orderShareText, orderWhatsappText, paymentLine, whatsappLink } from "./order-message.ts";
import type { OrderView } from "./orders.ts";

const store = {
  id: "1",
  name: "Frosty Paulista",
  address: "Av. Paulista, 1000 - Bela Vista",
  city: "São Paulo",
  state: "SP",
  whatsapp: "5511988887777",
  timeZone: "America/Sao_Paulo" as const,
};

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: "ORD-1763900000000",
    accessToken: "token",
    status: "pending",
    shortNumber: 7,
    pickupCode: "4821",
    items: [
      {
        productId: "1",
        name: "Picolé de Cajá",
        imageUrl: "/images/products/1.svg",
        size: "medio",
        addons: [],
        quantity: 2,
        boxParts: null,
        unitPriceCents: 899,
        lineTotalCents: 1798,
      },
      {
        productId: "5",
        name: "Açaí",
        imageUrl: "/images/products/5.svg",
        size: "grande",
        addons: [
          { id: "a1", name: "Granola", priceCents: 200 },
          { id: "a2", name: "Leite condensado", priceCents: 150 },
        ],
        quantity: 1,
        boxParts: null,
        unitPriceCents: 1549,
        lineTotalCents: 1549,
      },
    ],
    subtotalCents: 3347,
    discountCents: 335,
    deliveryFeeCents: 500,
    totalCents: 3512,
    cashback: null,
    couponCode: "FROSTY10",
    deliveryMethod: "delivery",
    paymentMethod: "whatsapp",
    payment: {
      changeForCents: null,
      cardType: null,
      pix: null,
      confirmedAt: null,
      confirmedBy: null,
    },
    customer: {
      name: "Maria da Silva",
      phone: "(11) 98888-1234",
      cpf: null,
      address: "Rua Augusta, 500, apto 12 - Bela Vista, São Paulo/SP - CEP 01305-000",
    },
    delivery: {
      cep: "01305000",
      street: "Rua Augusta",
      number: "500",
      complement: "apto 12",
      neighbourhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      etaMinutes: 30,
    },
    courierName: null,
    schedule: null,
    store,
    createdAt: "2025-11-23T15:00:00.000Z",
    ...overrides,
  };
}

describe("orderWhatsappText", () => {
  it("names the store, the order's number and id, the address, items, figures and payment", () => {
    expect(orderWhatsappText(order()).split("\n")).toEqual([
      "Olá! Quero fazer este pedido na Frosty Paulista.",
      "Pedido #007 (ORD-1763900000000)",
      "",
      "Entrega em: Rua Augusta, 500, apto 12 - Bela Vista, São Paulo/SP - CEP 01305-000",
      "Bairro: Bela Vista",
      "",
      "Itens:",
      "2x Picolé de Cajá (Médio) - R$ 17,98",
      "1x Açaí (Grande) + Granola, Leite condensado - R$ 15,49",
      "",
      "Subtotal: R$ 33,47",
      "Desconto (cupom FROSTY10): -R$ 3,35",
      "Taxa de entrega: R$ 5,00",
      "Total: R$ 35,12",
      "Pagamento: A combinar pelo WhatsApp",
      "",
      "Nome: Maria da Silva",
      "Telefone: (11) 98888-1234",
    ]);
  });

  it("for a pickup names the store's address and leaves out the delivery fee", () => {
    const text = orderWhatsappText(
      order({
        deliveryMethod: "pickup",
        delivery: null,
        customer: { ...order().customer, address: null },
        deliveryFeeCents: 0,
        discountCents: 0,
        couponCode: null,
        totalCents: 3347,
      }),
    );
    expect(text).toContain(
      "\n\nRetirada na loja: Frosty Paulista - Av. Paulista, 1000 - Bela Vista, São Paulo/SP\n\n",
    );
    expect(text).not.toContain("Entrega em");
    expect(text).not.toContain("Taxa de entrega");
    expect(text).not.toContain("Desconto");
    expect(text).toContain("\nTotal: R$ 33,47\n");
  });

  it("reads an order kept in this browser from before short numbers, payment and delivery", () => {
    const { shortNumber: _n, payment: _p, delivery: _d, ...old } = order();
    const text = orderWhatsappText(old);
    expect(text.split("\n").slice(0, 5)).toEqual([
      "Olá! Quero fazer este pedido na Frosty Paulista.",
      "Pedido ORD-1763900000000",
      "",
      "Entrega em: Rua Augusta, 500, apto 12 - Bela Vista, São Paulo/SP - CEP 01305-000",
      "",
    ]);
  });
});

describe("paymentLine", () => {
  const payment = order().payment;
  it.each([
    [
      { paymentMethod: "cash", payment: { ...payment, changeForCents: 5000 } },
      "Dinheiro, troco para R$ 50,00",
    ],
    [{ paymentMethod: "cash", payment }, "Dinheiro, sem troco"],
    [
      { paymentMethod: "card", payment: { ...payment, cardType: "credit" } },
      "Cartão de crédito na entrega",
    ],
    [
      {
        paymentMethod: "card",
        payment: { ...payment, cardType: "debit" },
        deliveryMethod: "pickup",
      },
      "Cartão de débito na retirada",
    ],
    [{ paymentMethod: "pix", payment }, "Pix"],
    [{ paymentMethod: "test", payment }, "Pagamento de teste"],
    [{ paymentMethod: "whatsapp", payment }, "A combinar pelo WhatsApp"],
  ] as const)("%o → %s", (input, expected) => {
    expect(paymentLine({ deliveryMethod: "delivery", ...input })).toBe(expected);
  });
});

describe("orderShareText", () => {
  it("says the number, the status as the customer reads it and the total", () => {
    expect(orderShareText(order(), "Saiu para entrega")).toBe(
      "Meu pedido Frosty #007 (ORD-1763900000000): Saiu para entrega. Total: R$ 35,12",
    );
  });

  it("shares a ready delivery as waiting for its courier, and as gone only once it went out", () => {
    const share = (status: OrderView["status"]) => {
      const shared = order({ status });
      return orderShareText(shared, customerStatusLabel(shared));
    };
    expect(share("ready")).toBe(
      "Meu pedido Frosty #007 (ORD-1763900000000): Pronto — aguardando o entregador. Total: R$ 35,12",
    );
    expect(share("out_for_delivery")).toBe(
      "Meu pedido Frosty #007 (ORD-1763900000000): Saiu para entrega. Total: R$ 35,12",
    );
  });
});

describe("whatsappLink", () => {
  it("encodes the text for wa.me", () => {
    expect(whatsappLink("5511988887777", "Olá!\nTotal: R$ 1,00")).toBe(
      "https://wa.me/5511988887777?text=Ol%C3%A1!%0ATotal%3A%20R%24%201%2C00",
    );
  });
});
