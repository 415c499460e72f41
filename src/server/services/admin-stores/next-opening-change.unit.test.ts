import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "#shared/store-hours.ts";
import { nextOpeningChange } from "./next-opening-change.ts";

const SP = "America/Sao_Paulo";

/** São Paulo is UTC-3 all year. 2025-03-10 is a Monday. */
const at = (local: string) => new Date(`${local}-03:00`);
const everyDay = (open: string, close: string): WeeklyHours =>
  Array.from({ length: 7 }, () => ({ open, close }));

describe("nextOpeningChange", () => {
  it("is null when no store publishes hours", () => {
    expect(nextOpeningChange([], at("2025-03-10T12:00:00"))).toBeNull();
    expect(
      nextOpeningChange([{ openingHours: null, timeZone: SP }], at("2025-03-10T12:00:00")),
    ).toBeNull();
  });

  it("finds today's opening, then today's closing", () => {
    const stores = [{ openingHours: everyDay("10:00", "22:00"), timeZone: SP }];
    expect(nextOpeningChange(stores, at("2025-03-10T09:30:15"))).toEqual(at("2025-03-10T10:00:00"));
    expect(nextOpeningChange(stores, at("2025-03-10T10:00:00"))).toEqual(at("2025-03-10T22:00:00"));
    expect(nextOpeningChange(stores, at("2025-03-10T22:00:30"))).toEqual(at("2025-03-11T10:00:00"));
  });

  it("takes the soonest change of all the stores", () => {
    const stores = [
      { openingHours: everyDay("10:00", "22:00"), timeZone: SP },
      { openingHours: null, timeZone: SP },
      { openingHours: everyDay("08:30", "12:15"), timeZone: SP },
    ];
    expect(nextOpeningChange(stores, at("2025-03-10T11:00:00"))).toEqual(at("2025-03-10T12:15:00"));
  });

  it("skips closed days, across the end of the week", () => {
    // Open on Mondays only.
    const mondays: WeeklyHours = [
      null,
      { open: "09:00", close: "17:00" },
      null,
      null,
      null,
      null,
      null,
    ];
    expect(
      nextOpeningChange([{ openingHours: mondays, timeZone: SP }], at("2025-03-10T18:00:00")),
    ).toEqual(at("2025-03-17T09:00:00"));
  });

  it("puts a closing after midnight on the next day, Saturday's on Sunday", () => {
    const saturdays: WeeklyHours = [
      null,
      null,
      null,
      null,
      null,
      null,
      { open: "20:00", close: "02:00" },
    ];
    expect(
      nextOpeningChange([{ openingHours: saturdays, timeZone: SP }], at("2025-03-15T23:00:00")),
    ).toEqual(at("2025-03-16T02:00:00"));
  });

  it("reads each store's hours on its own clock: Manaus opens an hour after São Paulo", () => {
    const stores = [
      { openingHours: everyDay("10:00", "22:00"), timeZone: "America/Manaus" },
      { openingHours: everyDay("10:00", "22:00"), timeZone: SP },
    ];
    // 10:00 in São Paulo: São Paulo's store just opened; Manaus's opens at 11:00 São Paulo time.
    expect(nextOpeningChange(stores, at("2025-03-10T10:00:00"))).toEqual(at("2025-03-10T11:00:00"));
    // 22:00 in São Paulo: Manaus closes at 23:00 São Paulo time.
    expect(nextOpeningChange(stores, at("2025-03-10T22:00:00"))).toEqual(at("2025-03-10T23:00:00"));
  });
});
