import { describe, expect, it } from "vitest";
import { searchKey, searchStores, storeCountLabel } from "./store-search.ts";

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
  { name: "Frosty Cambuí", city: "Campinas", state: "SP", address: "R. Maria Monteiro, 800" },
  { name: "Frosty Asa Sul", city: "Brasília", state: "DF", address: "CLS 405, Bloco A" },
  { name: "Frosty Setor Bueno", city: "Goiânia", state: "GO", address: "Av. T-10, 500" },
  { name: "Frosty Maringá Park", city: "Maringá", state: "PR", address: "Av. São Paulo, 120" },
  { name: "Frosty Iguatemi", city: "Florianópolis", state: "SC", address: "Av. Madre Benvenuta" },
];

const names = (query: string) => searchStores(stores, query).map((s) => s.name);

describe("store search", () => {
  it("matches a case-insensitive substring of name, city, state or address", () => {
    expect(names("boa viagem")).toEqual(["Frosty Boa Viagem"]);
    expect(names("SÃO PAULO")).toContain("Frosty Paulista");
    expect(names("bela vista")).toEqual(["Frosty Paulista"]);
    expect(names("pe")).toContain("Frosty Boa Viagem");
    expect(names("madre")).toEqual(["Frosty Iguatemi"]);
  });

  it("ignores accents, both in the query and in the stores", () => {
    expect(names("brasilia")).toEqual(["Frosty Asa Sul"]);
    expect(names("BRASILIA")).toEqual(["Frosty Asa Sul"]);
    expect(names("goiania")).toEqual(["Frosty Setor Bueno"]);
    expect(names("florianopolis")).toEqual(["Frosty Iguatemi"]);
    expect(names("cambui")).toEqual(["Frosty Cambuí"]);
    // An accent the store does not have still finds it.
    expect(names("Pitúba")).toEqual(["Frosty Pituba"]);
  });

  it("finds a state by its name as well as its code", () => {
    // Every store in the state of São Paulo, and the one on an 'Av. São Paulo' elsewhere.
    expect(names("sao paulo")).toEqual(["Frosty Paulista", "Frosty Cambuí", "Frosty Maringá Park"]);
    expect(names("distrito federal")).toEqual(["Frosty Asa Sul"]);
    expect(names("bahia")).toEqual(["Frosty Pituba"]);
    expect(names("sc")).toEqual(["Frosty Iguatemi"]);
  });

  it("returns every store for an empty query and none for a miss", () => {
    expect(searchStores(stores, "  ")).toHaveLength(stores.length);
    expect(names("Manaus")).toEqual([]);
  });

  it("keys text without case, accents or cedillas", () => {
    expect(searchKey("São Paulo")).toBe("sao paulo");
    expect(searchKey("Açaí GOIÂNIA")).toBe("acai goiania");
    expect(searchKey("Pça. João Pessoa")).toBe("pca. joao pessoa");
  });

  it("counts in Portuguese", () => {
    expect(storeCountLabel(1)).toBe("1 loja encontrada");
    expect(storeCountLabel(0)).toBe("0 lojas encontradas");
    expect(storeCountLabel(138)).toBe("138 lojas encontradas");
  });
});
