import { describe, expect, it } from "vitest";
import { formatDistance } from "./format-distance.ts";
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
