import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "#shared/store-hours.ts";
import { closingTime, nextClockTime } from "./pause-ends.ts";

/** São Paulo is UTC-3 all year, Manaus UTC-4. 2025-03-10 is a Monday. */
const at = (local: string) => new Date(`${local}-03:00`);
const everyDay = (open: string, close: string): WeeklyHours =>
  Array.from({ length: 7 }, () => ({ open, close }));

describe("when a pause ends, on the store's own clock", () => {
  it("'até fechar' is the store's closing, in its time zone", () => {
    const hours = everyDay("10:00", "22:00");
    // 21:30 in São Paulo: São Paulo's store closes at 22:00, Manaus's at 22:00 Manaus = 23:00.
    expect(closingTime(hours, at("2025-03-10T21:30:00"), "America/Sao_Paulo")).toEqual(
      at("2025-03-10T22:00:00"),
    );
    expect(closingTime(hours, at("2025-03-10T21:30:00"), "America/Manaus")).toEqual(
      at("2025-03-10T23:00:00"),
    );
    // 10:30 in São Paulo is 09:30 in Manaus: not open yet by its hours.
    expect(closingTime(hours, at("2025-03-10T10:30:00"), "America/Manaus")).toBeNull();
  });

  it("a time typed by staff is the next time their store's clock reads it", () => {
    expect(nextClockTime("18:00", at("2025-03-10T17:30:00"), "America/Manaus")).toEqual(
      at("2025-03-10T19:00:00"),
    );
  });
});
