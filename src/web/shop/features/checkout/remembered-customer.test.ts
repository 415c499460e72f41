import { beforeEach, describe, expect, it } from "vitest";
import {
  EMPTY_CUSTOMER,
  forgetRemembered,
  loadRemembered,
  REMEMBERED_CUSTOMER_KEY,
  type RememberedCustomer,
  saveRemembered,
} from "./remembered-customer.ts";

const maria: RememberedCustomer = {
  name: "Maria da Silva",
  phone: "(81) 99999-0000",
  address: { cep: "01310-200", street: "Av. Paulista", number: "1000", complement: "Apto 12" },
  areaByStore: { "1": "1-bela-vista", "86": "86-centro" },
};

beforeEach(() => localStorage.clear());

describe("the customer remembered by the checkout", () => {
  it("is nobody yet, with remembering on", () => {
    expect(loadRemembered()).toEqual({ remember: true, customer: EMPTY_CUSTOMER });
  });

  it("comes back as saved", () => {
    saveRemembered(maria);
    expect(loadRemembered()).toEqual({ remember: true, customer: maria });
  });

  it("is forgotten, and the choice not to remember is kept", () => {
    saveRemembered(maria);
    forgetRemembered();
    expect(loadRemembered()).toEqual({ remember: false });
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).not.toContain("Maria");
  });

  it("reads only what it wrote: other versions, broken JSON and odd fields start afresh", () => {
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, "{not json");
    expect(loadRemembered()).toEqual({ remember: true, customer: EMPTY_CUSTOMER });
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify({ version: 2, customer: maria }));
    expect(loadRemembered()).toEqual({ remember: true, customer: EMPTY_CUSTOMER });
    localStorage.setItem(
      REMEMBERED_CUSTOMER_KEY,
      JSON.stringify({
        version: 1,
        remember: true,
        customer: { name: 42, phone: "(81) 99999-0000", address: null, areaByStore: { "1": 7 } },
      }),
    );
    expect(loadRemembered()).toEqual({
      remember: true,
      customer: { ...EMPTY_CUSTOMER, phone: "(81) 99999-0000" },
    });
  });
});
