import { describe, expect, it } from "vitest";
import { scopeLabel } from "./scope-label.ts";

const store = (id: string, name: string) => ({ id, name, city: "Recife", state: "PE" });

describe("scopeLabel", () => {
  it("names the chain, one store with its city, or several stores", () => {
    expect(scopeLabel({ chain: true, stores: [] })).toBe("Toda a rede");
    expect(scopeLabel({ chain: false, stores: [store("86", "Frosty Boa Viagem")] })).toBe(
      "Frosty Boa Viagem (Recife/PE)",
    );
    expect(
      scopeLabel({
        chain: false,
        stores: [store("86", "Frosty Boa Viagem"), store("87", "Frosty Recife Antigo")],
      }),
    ).toBe("Frosty Boa Viagem e Frosty Recife Antigo");
    expect(
      scopeLabel({
        chain: false,
        stores: [store("1", "A"), store("2", "B"), store("3", "C")],
      }),
    ).toBe("A, B e C");
  });
});
