import { describe, expect, it } from "vitest";
import type { OrderView } from "#shared/orders.ts";
import { orderOwnerProof } from "./order-owner-proof.ts";
import { maskedPhone, strangersCopy } from "./tracked-order-privacy.ts";

describe("maskedPhone", () => {
  it("keeps the DDD, a mobile's 9 and the last four digits, however the number was typed", () => {
    expect(maskedPhone("(81) 99999-7777")).toBe("(81) 9····-7777");
    expect(maskedPhone("81999997777")).toBe("(81) 9····-7777");
    expect(maskedPhone("+55 81 99999-7777")).toBe("(81) 9····-7777");
    expect(maskedPhone("(11) 3333-4444")).toBe("(11) ····-4444");
  });

  it("shows no more than the last four digits of a number that is not a Brazilian one", () => {
    expect(maskedPhone("123456")).toBe("····-3456");
    expect(maskedPhone("12")).toBe("····");
    expect(maskedPhone("")).toBe("····");
  });
});

const ORDER: OrderView = {
  id: "ORD-1763900000000",
  accessToken: "token-of-the-link",
  status: "preparing",
  shortNumber: 42,
  pickupCode: "4821",
  items: [],
  subtotalCents: 899,
  discountCents: 0,
  deliveryFeeCents: 500,
  cashback: null,
  totalCents: 1399,
  couponCode: null,
  schedule: null,
  deliveryMethod: "delivery",
  paymentMethod: "cash",
  payment: {
    changeForCents: 5000,
    cardType: null,
    pix: null,
    confirmedAt: null,
    confirmedBy: null,
  },
  customer: {
    name: "Rita Andrade",
    phone: "(81) 97777-6666",
    cpf: "123.456.789-09",
    address: "Rua da Aurora, 200, apto 31 - Boa Vista, Recife/PE - CEP 50050-000",
  },
  delivery: {
    cep: "50050000",
    street: "Rua da Aurora",
    number: "200",
    complement: "apto 31",
    neighbourhood: "Boa Vista",
    city: "Recife",
    state: "PE",
    etaMinutes: 30,
  },
  courierName: null,
  store: {
    id: "86",
    name: "Frosty Boa Viagem",
    address: "Av. Boa Viagem, 1000",
    city: "Recife",
    state: "PE",
    whatsapp: null,
    timeZone: "America/Sao_Paulo",
  },
  createdAt: "2025-11-23T12:00:00.000Z",
};

describe("strangersCopy", () => {
  it("leaves out the CPF, the pickup code and what finds the door; keeps what the link is for", () => {
    const copy = strangersCopy(ORDER);
    expect(copy.customer).toEqual({
      name: "Rita Andrade",
      phone: "(81) 9····-6666",
      cpf: null,
      address: "Rua da Aurora - Boa Vista, Recife/PE",
    });
    expect(copy.pickupCode).toBeNull();
    expect(copy.delivery).toEqual({
      cep: null,
      street: "Rua da Aurora",
      number: null,
      complement: null,
      neighbourhood: "Boa Vista",
      city: "Recife",
      state: "PE",
      etaMinutes: 30,
    });
    const { customer: _c, pickupCode: _p, delivery: _d, ...rest } = copy;
    const { customer: _oc, pickupCode: _op, delivery: _od, ...original } = ORDER;
    expect(rest).toEqual(original);
    for (const secret of ["789", "97777", "200", "apto", "50050", "4821"])
      expect(JSON.stringify(copy)).not.toContain(secret);
  });

  it("gives an order to collect no address at all", () => {
    const pickup = { ...ORDER, deliveryMethod: "pickup" as const, delivery: null };
    const copy = strangersCopy({ ...pickup, customer: { ...ORDER.customer, address: null } });
    expect(copy.delivery).toBeNull();
    expect(copy.customer.address).toBeNull();
  });
});

describe("orderOwnerProof", () => {
  it("is the order's own and the secret's own", () => {
    const proof = orderOwnerProof("secret", ORDER.id);
    expect(proof).toMatch(/^[\w-]{43}$/);
    expect(orderOwnerProof("secret", ORDER.id)).toBe(proof);
    expect(orderOwnerProof("secret", "ORD-1763900000001")).not.toBe(proof);
    expect(orderOwnerProof("another secret", ORDER.id)).not.toBe(proof);
  });
});
