import { describe, expect, it } from "vitest";
import { storesByState } from "./stores-by-state.ts";

const store = (name: string, city: string, state: string) => ({ name, city, state });

describe("stores by state", () => {
  it("groups by state, states by name, stores by city then name", () => {
    const groups = storesByState([
      store("Frosty Paulista", "São Paulo", "SP"),
      store("Frosty Boa Viagem", "Recife", "PE"),
      store("Frosty Cambuí", "Campinas", "SP"),
      store("Frosty Asa Sul", "Brasília", "DF"),
      store("Frosty Águas Claras", "Águas Claras", "DF"),
      store("Frosty Casa Forte", "Recife", "PE"),
      store("Frosty Caruaru", "Caruaru", "PE"),
    ]);
    expect(groups.map((group) => [group.uf, group.name])).toEqual([
      ["DF", "Distrito Federal"],
      ["PE", "Pernambuco"],
      ["SP", "São Paulo"],
    ]);
    expect(groups.map((group) => group.stores.map((s) => s.name))).toEqual([
      // An accented initial sorts with its letter: Águas Claras before Brasília.
      ["Frosty Águas Claras", "Frosty Asa Sul"],
      ["Frosty Caruaru", "Frosty Boa Viagem", "Frosty Casa Forte"],
      ["Frosty Cambuí", "Frosty Paulista"],
    ]);
  });

  it("has no groups without stores", () => {
    expect(storesByState([])).toEqual([]);
  });
});
