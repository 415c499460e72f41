import { describe, expect, it } from "vitest";
import { formatPixExpiry } from "./format.ts";
import {
  deliveryAddressLines,
  formatEta,
  type PaymentFacts,
  paymentText,
} from "./payment-facts.ts";

const order = (facts: Partial<PaymentFacts>): PaymentFacts => ({
  paymentMethod: "test",
  status: "pending",
  deliveryMethod: "delivery",
  totalCents: 3_750,
  changeForCents: null,
  cardType: null,
  ...facts,
});

describe("how the staff read an order's payment", () => {
  it("works out the change a cash order needs, and says when none is", () => {
    expect(paymentText(order({ paymentMethod: "cash", changeForCents: 5_000 }))).toEqual({
      text: "Dinheiro — troco para R$ 50,00 (levar R$ 12,50)",
      tone: "plain",
    });
    expect(paymentText(order({ paymentMethod: "cash", changeForCents: 3_750 })).text).toBe(
      "Dinheiro — troco para R$ 37,50 (sem troco)",
    );
    expect(paymentText(order({ paymentMethod: "cash" })).text).toBe("Dinheiro");
  });

  it("says which card, and that the courier takes the machine (at the counter, charge there)", () => {
    expect(paymentText(order({ paymentMethod: "card", cardType: "credit" })).text).toBe(
      "Cartão de crédito — levar a maquininha",
    );
    expect(
      paymentText(order({ paymentMethod: "card", cardType: "debit", deliveryMethod: "pickup" }))
        .text,
    ).toBe("Cartão de débito — cobrar na retirada");
  });

  it("tells a Pix still awaited from one confirmed, naming who confirmed it where known", () => {
    expect(paymentText(order({ paymentMethod: "pix", status: "awaiting_payment" }))).toEqual({
      text: "Aguardando Pix",
      tone: "waiting",
    });
    // A card knows only the status: out of waiting and not cancelled, it was confirmed.
    expect(paymentText(order({ paymentMethod: "pix", status: "preparing" }))).toEqual({
      text: "Pix confirmado",
      tone: "paid",
    });
    expect(paymentText(order({ paymentMethod: "pix", status: "cancelled" })).text).toBe("Pix");
    // The detail knows who.
    expect(
      paymentText(order({ paymentMethod: "pix", status: "pending" }), { by: "Ana Souza" }).text,
    ).toBe("Pix confirmado por Ana Souza");
    expect(
      paymentText(order({ paymentMethod: "pix", status: "cancelled" }), { by: null }).text,
    ).toBe("Pix não pago");
    // Pix automático: the bank confirmed it (the ticket says so; the detail adds the E2E).
    expect(
      paymentText(order({ paymentMethod: "pix", status: "pending" }), {
        by: "Banco (Pix automático)",
        bank: true,
      }),
    ).toEqual({ text: "Pix confirmado pelo banco", tone: "paid" });
  });

  it("names the seed's methods as the shop does", () => {
    expect(paymentText(order({ paymentMethod: "test" })).text).toBe("Pagamento de teste");
    expect(paymentText(order({ paymentMethod: "whatsapp" })).text).toBe("WhatsApp");
  });
});

describe("a delivery's address and estimate", () => {
  const delivery = {
    cep: "01310200",
    street: "Av. Paulista",
    number: "1000",
    complement: "Apto 12",
    neighbourhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    etaMinutes: 30,
  };

  it("reads street and number, bairro and city, CEP masked", () => {
    expect(deliveryAddressLines(delivery)).toEqual([
      "Av. Paulista, 1000 — Apto 12",
      "Bela Vista — São Paulo/SP",
      "CEP 01310-200",
    ]);
    expect(deliveryAddressLines({ ...delivery, complement: null })[0]).toBe("Av. Paulista, 1000");
  });

  it("gives the estimate in minutes, then hours", () => {
    expect(formatEta(30)).toBe("30 min");
    expect(formatEta(60)).toBe("1 h");
    expect(formatEta(75)).toBe("1 h 15");
  });
});

describe("an unpaid Pix's countdown", () => {
  const now = Date.parse("2026-03-02T15:00:00Z");
  const at = (ms: number) => new Date(now + ms).toISOString();

  it("counts whole minutes down, hours past one, and says when time is up", () => {
    expect(formatPixExpiry(at(12 * 60_000 + 30_000), now)).toBe("expira em 12 min");
    expect(formatPixExpiry(at(65 * 60_000), now)).toBe("expira em 1 h 05");
    expect(formatPixExpiry(at(40_000), now)).toBe("expira em menos de 1 min");
    expect(formatPixExpiry(at(0), now)).toBe("prazo esgotado");
    expect(formatPixExpiry(at(-60_000), now)).toBe("prazo esgotado");
  });
});
