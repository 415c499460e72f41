import { describe, expect, it } from "vitest";
import {
  type CheckoutValues,
  changeForCents,
  checkoutFieldOf,
  checkoutProblems,
  type OrderContext,
  toOrderInput,
} from "./checkout-values.ts";

const centro = {
  id: "1-centro",
  name: "Centro",
  feeCents: 800,
  minOrderCents: 2000,
  etaMinutes: 45,
};

const values = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  customer: { name: "Maria da Silva", phone: "(81) 99999-0000", cpf: "" },
  deliveryMethod: "delivery",
  deliveryAddress: {
    areaId: "1-centro",
    cep: "01310-200",
    street: "Av. Paulista",
    number: "1000",
    complement: "",
  },
  paymentMethod: "cash",
  changeFor: "",
  cardType: "",
  ...overrides,
});

const context = (overrides: Partial<OrderContext> = {}): OrderContext => ({
  items: [{ productId: "1", size: "medio", addonIds: [], quantity: 3 }],
  storeId: "1",
  couponCode: null,
  schedule: null,
  subtotalCents: 2697,
  totalCents: 3497,
  cashback: null,
  area: centro,
  ...overrides,
});

describe("checkoutFieldOf", () => {
  it("names the form field of an order's path, and nothing for what is no field", () => {
    expect(checkoutFieldOf(["customer", "phone"])).toBe("customer.phone");
    expect(checkoutFieldOf(["deliveryAddress", "cep"])).toBe("deliveryAddress.cep");
    expect(checkoutFieldOf(["deliveryAddress", "areaId"])).toBe("deliveryAddress.areaId");
    expect(checkoutFieldOf(["deliveryAddress"])).toBe("deliveryAddress.cep");
    expect(checkoutFieldOf(["changeForCents"])).toBe("changeFor");
    expect(checkoutFieldOf(["cardType"])).toBe("cardType");
    expect(checkoutFieldOf(["paymentMethod"])).toBe("paymentMethod");
    expect(checkoutFieldOf(["items", 0])).toBeNull();
    expect(checkoutFieldOf(["storeId"])).toBeNull();
    expect(checkoutFieldOf(["couponCode"])).toBeNull();
    expect(checkoutFieldOf(["customer", "address"])).toBeNull();
  });
});

describe("changeForCents", () => {
  it("reads the troco in reais; blank is none, anything else is not an amount", () => {
    expect(changeForCents("")).toBeNull();
    expect(changeForCents("  ")).toBeNull();
    expect(changeForCents("50")).toBe(5000);
    expect(changeForCents("R$ 50,50")).toBe(5050);
    expect(changeForCents("cinquenta")).toBeNaN();
    expect(changeForCents("-10")).toBeNaN();
  });
});

describe("checkoutProblems", () => {
  it("finds nothing wrong in a complete order", () => {
    expect(checkoutProblems(values(), context())).toEqual([]);
    expect(checkoutProblems(values({ changeFor: "34,97" }), context())).toEqual([]);
  });

  it("asks for the name, a Brazilian phone and a CPF with the right check digits", () => {
    const problems = checkoutProblems(
      values({ customer: { name: " ", phone: "123", cpf: "123.456.789-00" } }),
      context(),
    );
    expect(problems).toEqual([
      { field: "customer.name", message: "Preencha os campos obrigatórios" },
      { field: "customer.phone", message: "Informe o telefone com DDD" },
      { field: "customer.cpf", message: "CPF inválido" },
    ]);
    expect(
      checkoutProblems(values({ customer: { name: "A", phone: "", cpf: "" } }), context()),
    ).toEqual([{ field: "customer.phone", message: "Preencha os campos obrigatórios" }]);
  });

  it("asks for a bairro the store serves, and a subtotal up to its minimum", () => {
    expect(checkoutProblems(values(), context({ area: null }))).toEqual([
      { field: "deliveryAddress.areaId", message: "Escolha o bairro da entrega" },
    ]);
    expect(checkoutProblems(values(), context({ subtotalCents: 1999 }))).toEqual([
      {
        field: "deliveryAddress.areaId",
        message: "O pedido mínimo para entrega em Centro é de R$ 20,00",
      },
    ]);
    expect(checkoutProblems(values(), context({ subtotalCents: 2000 }))).toEqual([]);
    // A pickup has no bairro, and no minimum.
    expect(
      checkoutProblems(
        values({ deliveryMethod: "pickup" }),
        context({ area: null, subtotalCents: 1 }),
      ),
    ).toEqual([]);
  });

  it("asks for a payment method, the card's type, and a troco that covers the total", () => {
    expect(checkoutProblems(values({ paymentMethod: "" }), context())).toEqual([
      { field: "paymentMethod", message: "Escolha a forma de pagamento" },
    ]);
    expect(checkoutProblems(values({ paymentMethod: "card" }), context())).toEqual([
      { field: "cardType", message: "Escolha crédito ou débito" },
    ]);
    expect(checkoutProblems(values({ changeFor: "34,96" }), context())).toEqual([
      { field: "changeFor", message: "O troco deve ser para um valor igual ou maior que o total" },
    ]);
    expect(checkoutProblems(values({ changeFor: "muito" }), context())).toEqual([
      { field: "changeFor", message: "Valor inválido: informe em reais, como 50,00" },
    ]);
    // The troco typed before choosing another method is not the order's.
    expect(checkoutProblems(values({ paymentMethod: "test", changeFor: "1" }), context())).toEqual(
      [],
    );
  });
});

describe("toOrderInput", () => {
  it("sends the address for a delivery, the troco with cash and the total shown", () => {
    expect(
      toOrderInput(
        values({ changeFor: "50", customer: { name: "Ana", phone: "1", cpf: " " } }),
        context({ couponCode: "FROSTY10" }),
      ),
    ).toEqual({
      storeId: "1",
      items: [{ productId: "1", size: "medio", addonIds: [], quantity: 3 }],
      customer: { name: "Ana", phone: "1" },
      deliveryMethod: "delivery",
      deliveryAddress: {
        areaId: "1-centro",
        cep: "01310-200",
        street: "Av. Paulista",
        number: "1000",
      },
      paymentMethod: "cash",
      changeForCents: 5000,
      expectedTotalCents: 3497,
      couponCode: "FROSTY10",
    });
  });

  it("sends no address for a delivery when none of it is typed, the bairro aside", () => {
    const blank = { areaId: "1-centro", cep: " ", street: "", number: "", complement: "" };
    expect(toOrderInput(values({ deliveryAddress: blank }), context())).not.toHaveProperty(
      "deliveryAddress",
    );
    const someTyped = { ...blank, street: "Av. Paulista" };
    expect(toOrderInput(values({ deliveryAddress: someTyped }), context())).toHaveProperty(
      "deliveryAddress.street",
      "Av. Paulista",
    );
  });

  it("leaves out what does not belong to the choices made", () => {
    const input = toOrderInput(
      values({
        deliveryMethod: "pickup",
        paymentMethod: "card",
        cardType: "credit",
        changeFor: "50",
        deliveryAddress: { ...values().deliveryAddress, complement: "Apto 1" },
      }),
      context({ totalCents: 2697 }),
    );
    expect(input).not.toHaveProperty("deliveryAddress");
    expect(input).not.toHaveProperty("changeForCents");
    expect(input).toMatchObject({ paymentMethod: "card", cardType: "credit" });
    const withoutMethod = toOrderInput(values({ paymentMethod: "", cardType: "debit" }), context());
    expect(withoutMethod).not.toHaveProperty("paymentMethod");
    expect(withoutMethod).not.toHaveProperty("cardType");
    expect(
      toOrderInput(values({ paymentMethod: "cash", cardType: "debit" }), context()),
    ).not.toHaveProperty("cardType");
  });
});
