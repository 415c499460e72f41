import { describe, expect, it } from "vitest";
import { distanceKm, nearest } from "./geo.ts";

const recife = { lat: -8.0476, lng: -34.877 };
const salvador = { lat: -12.9714, lng: -38.5014 };
const saoPaulo = { lat: -23.5505, lng: -46.6333 };

describe("great-circle distance", () => {
  it("is 0 from a point to itself and symmetric", () => {
    expect(distanceKm(recife, recife)).toBe(0);
    expect(distanceKm(recife, salvador)).toBeCloseTo(distanceKm(salvador, recife), 9);
  });

  it("matches known distances with R = 6371 km", () => {
    // Recife–Salvador is about 675 km, São Paulo–Recife about 2130 km as the crow flies.
    expect(distanceKm(recife, salvador)).toBeGreaterThan(660);
    expect(distanceKm(recife, salvador)).toBeLessThan(690);
    expect(distanceKm(saoPaulo, recife)).toBeGreaterThan(2100);
    expect(distanceKm(saoPaulo, recife)).toBeLessThan(2160);
  });
});

describe("nearest", () => {
  it("picks the closest place", () => {
    const places = [
      { name: "SP", ...saoPaulo },
      { name: "Recife", ...recife },
      { name: "Salvador", ...salvador },
    ];
    expect(nearest({ lat: -8.12, lng: -34.9 }, places)?.name).toBe("Recife");
    expect(nearest({ lat: -13, lng: -38.5 }, places)?.name).toBe("Salvador");
  });

  it("keeps the first place on a tie and gives null for no places", () => {
    const places = [
      { name: "first", ...recife },
      { name: "second", ...recife },
    ];
    expect(nearest(salvador, places)?.name).toBe("first");
    expect(nearest(salvador, [])).toBeNull();
  });
});
