import { describe, expect, it } from "vitest";
import { searchStores, storeCountLabel } from "./store-search.ts";

const stores = [
  {
    name: "Frosty Boa Viagem",
    city: "Recife",
    state: "PE",
    address: "Av. Conselheiro Aguiar, 1200",
  },
  {
    name: "Frosty Paulista",
    city: "São Paulo",
    state: "SP",
    address: "Av. Paulista, 900 - Bela Vista",
  },
  { name: "Frosty Pituba", city: "Salvador", state: "BA", address: "Av. Paulo VI, 100 - Pituba" },
];

describe("store search", () => {
  it("matches a case-insensitive substring of name, city, state or address", () => {
    expect(searchStores(stores, "boa viagem").map((s) => s.city)).toEqual(["Recife"]);
    expect(searchStores(stores, "SÃO PAULO").map((s) => s.city)).toEqual(["São Paulo"]);
    expect(searchStores(stores, "ba").map((s) => s.city)).toEqual(["Salvador"]);
    expect(searchStores(stores, "bela vista").map((s) => s.city)).toEqual(["São Paulo"]);
    expect(searchStores(stores, "pe").map((s) => s.city)).toContain("Recife");
  });

  it("returns every store for an empty query and none for a miss", () => {
    expect(searchStores(stores, "  ")).toHaveLength(3);
    expect(searchStores(stores, "Manaus")).toEqual([]);
  });

  it("counts in Portuguese", () => {
    expect(storeCountLabel(1)).toBe("1 loja encontrada");
    expect(storeCountLabel(0)).toBe("0 lojas encontradas");
    expect(storeCountLabel(138)).toBe("138 lojas encontradas");
  });
});
