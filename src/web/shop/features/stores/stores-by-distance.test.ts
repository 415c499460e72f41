import { describe, expect, it } from "vitest";
import type { CatalogStore } from "#shared/catalog.ts";
import { formatDistance } from "./format-distance.ts";
import { nearestOpenStores } from "./nearest-open-stores.ts";
import { storesByDistance } from "./stores-by-distance.ts";

const located = (lat: number, lng: number) => ({ lat, lng, whatsapp: "5581900000000" });

// A few of the seed's stores: one located store per city at most, as in the seed.
const stores = [
  { id: "1", city: "São Paulo", state: "SP", contact: located(-23.5614, -46.6559) },
  { id: "2", city: "São Paulo", state: "SP", contact: null },
  { id: "86", city: "Recife", state: "PE", contact: located(-8.1103, -34.8931) },
  { id: "87", city: "Recife", state: "PE", contact: null },
  { id: "90", city: "Olinda", state: "PE", contact: null },
  { id: "94", city: "Fortaleza", state: "CE", contact: located(-3.7245, -38.4951) },
  { id: "200", city: "Palmas", state: "TO", contact: null },
  { id: "201", city: "Aracaju", state: "SE", contact: null },
];

const RECIFE = { lat: -8.12, lng: -34.9 };

describe("stores by distance", () => {
  it("puts the nearest located store first, with its distance", () => {
    const [first] = storesByDistance(stores, RECIFE);
    expect(first?.store.id).toBe("86");
    expect(first?.distanceKm).toBeGreaterThan(1);
    expect(first?.distanceKm).toBeLessThan(1.5);
  });

  it("places a store without coordinates with its city, then its state, without a distance", () => {
    const ranked = storesByDistance(stores, RECIFE);
    expect(ranked.map((entry) => entry.store.id)).toEqual([
      "86", // Recife, located
      "87", // Recife, by its city
      "90", // Olinda, by its state
      "94", // Fortaleza
      "1", // São Paulo, located
      "2",
      "200", // a state with no located store: last, in the usual order
      "201",
    ]);
    expect(ranked.filter((entry) => entry.distanceKm !== null).map((e) => e.store.id)).toEqual([
      "86",
      "94",
      "1",
    ]);
  });

  it("measures along the Earth's surface", () => {
    const fromSaoPaulo = storesByDistance(stores, { lat: -23.5614, lng: -46.6559 });
    expect(fromSaoPaulo[0]).toEqual({ store: stores[0], distanceKm: 0 });
    const recife = fromSaoPaulo.find((entry) => entry.store.id === "86");
    // São Paulo – Recife is about 2,130 km as the crow flies.
    expect(recife?.distanceKm).toBeGreaterThan(2_100);
    expect(recife?.distanceKm).toBeLessThan(2_160);
  });

  it("keeps the list as it was when no store is located", () => {
    const unlocated = stores.filter((store) => !store.contact);
    expect(storesByDistance(unlocated, RECIFE).map((entry) => entry.store.id)).toEqual(
      unlocated.map((store) => store.id),
    );
  });
});

describe("distance labels", () => {
  it("reads like Brazilian Portuguese", () => {
    expect(formatDistance(0.004)).toBe("10 m");
    expect(formatDistance(0.853)).toBe("850 m");
    expect(formatDistance(1.234)).toBe("1,2 km");
    expect(formatDistance(9.96)).toBe("10 km");
    expect(formatDistance(35.4)).toBe("35 km");
    expect(formatDistance(2093.2)).toBe("2.093 km");
  });
});

describe("nearest open stores to a closed one", () => {
  const area = (name: string) => ({
    id: name,
    name,
    feeCents: 500,
    minOrderCents: null,
    etaMinutes: 40,
  });
  const store = (
    id: string,
    city: string,
    state: string,
    contact: ReturnType<typeof located> | null,
    isOpen: boolean,
    areas: string[] = [],
  ): CatalogStore => ({
    id,
    name: `Frosty ${id}`,
    address: "Rua A, 1",
    city,
    state,
    contact,
    isOpen,
    deliveriesPause: null,
    openingHours: null,
    timeZone: "America/Sao_Paulo",
    unavailableProductIds: [],
    paymentMethods: ["cash"],
    deliveryAreas: areas.map(area),
  });
  const chain = [
    store("86", "Recife", "PE", located(-8.1103, -34.8931), false, ["Boa Viagem"]),
    store("87", "Recife", "PE", null, true, ["Casa Amarela"]),
    store("88", "Recife", "PE", null, false, ["Boa Viagem"]),
    store("90", "Olinda", "PE", located(-8.01, -34.85), true, ["Boa Viagem"]),
    store("89", "Recife", "PE", located(-8.05, -34.95), true, ["boa viagem", "Pina"]),
    store("94", "Fortaleza", "CE", located(-3.7245, -38.4951), true),
    store("1", "São Paulo", "SP", located(-23.5614, -46.6559), true),
  ];
  const closed = chain[0] as CatalogStore;

  it("lists only open stores, nearest the closed store first, never the closed store", () => {
    const ids = nearestOpenStores(chain, closed, null, 10).map((row) => row.store.id);
    expect(ids).toEqual(["87", "89", "90", "94", "1"]);
  });

  it("puts the stores that deliver to the customer's bairro (same city) first", () => {
    const rows = nearestOpenStores(chain, closed, "Boa Viagem");
    expect(rows.map((row) => [row.store.id, row.deliversToArea])).toEqual([
      ["89", true],
      ["87", false],
      // Olinda serves a "Boa Viagem" of its own: another city's bairro.
      ["90", false],
    ]);
  });

  it("ranks a store of a place nobody located by its city, then its state", () => {
    const lone = store("300", "Palmas", "TO", null, false);
    const others = [
      store("301", "Gurupi", "TO", null, true),
      store("302", "Palmas", "TO", null, true),
      store("303", "Aracaju", "SE", null, true),
    ];
    expect(nearestOpenStores([lone, ...others], lone, null).map((row) => row.store.id)).toEqual([
      "302",
      "301",
      "303",
    ]);
  });
});
