import { describe, expect, it } from "vitest";
import { isStoreOpen, storeClock, type WeeklyHours } from "./store-hours.ts";
import { storeDate } from "./store-time-zone.ts";

const SP = "America/Sao_Paulo";

/** São Paulo has kept UTC-3 all year since 2019, so these instants read the same every year. */
const at = (local: string) => new Date(`${local}-03:00`);

/** 2025-03-10 is a Monday. */
const MONDAY_NOON = at("2025-03-10T12:00:00");

/** The same hours every day of the week. */
const everyDay = (open: string, close: string): WeeklyHours =>
  Array.from({ length: 7 }, () => ({ open, close }));

describe("storeClock", () => {
  it("reads the weekday and minutes in São Paulo, whatever the machine's zone", () => {
    expect(storeClock(MONDAY_NOON)).toEqual({ weekday: 1, minutes: 12 * 60 });
    // 02:30 UTC on Monday is still Sunday 23:30 in São Paulo.
    expect(storeClock(new Date("2025-03-10T02:30:00Z"))).toEqual({
      weekday: 0,
      minutes: 23 * 60 + 30,
    });
    expect(storeClock(at("2025-03-15T00:00:00"))).toEqual({ weekday: 6, minutes: 0 });
  });
});

describe("isStoreOpen", () => {
  it("is closed whenever the staff switch is off, whatever the hours", () => {
    expect(
      isStoreOpen({ acceptsOrders: false, openingHours: null, timeZone: SP }, MONDAY_NOON),
    ).toBe(false);
    expect(
      isStoreOpen(
        { acceptsOrders: false, openingHours: everyDay("00:00", "00:00"), timeZone: SP },
        MONDAY_NOON,
      ),
    ).toBe(false);
  });

  it("is open at any time when the switch is on and no hours are published", () => {
    for (const time of ["00:00", "03:15", "12:00", "23:59"]) {
      expect(
        isStoreOpen(
          { acceptsOrders: true, openingHours: null, timeZone: SP },
          at(`2025-03-10T${time}:00`),
        ),
      ).toBe(true);
    }
  });

  it("opens at the opening minute and closes at the closing minute", () => {
    const store = { acceptsOrders: true, openingHours: everyDay("10:00", "22:00"), timeZone: SP };
    expect(isStoreOpen(store, at("2025-03-10T09:59:59"))).toBe(false);
    expect(isStoreOpen(store, at("2025-03-10T10:00:00"))).toBe(true);
    expect(isStoreOpen(store, at("2025-03-10T21:59:59"))).toBe(true);
    expect(isStoreOpen(store, at("2025-03-10T22:00:00"))).toBe(false);
  });

  it("follows each weekday's own hours, and a null day is closed all day", () => {
    // Closed on Sundays, short hours on Saturdays.
    const hours: WeeklyHours = [
      null,
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "09:00", close: "18:00" },
      { open: "10:00", close: "14:00" },
    ];
    const store = { acceptsOrders: true, openingHours: hours, timeZone: SP };
    expect(isStoreOpen(store, at("2025-03-09T12:00:00"))).toBe(false); // Sunday
    expect(isStoreOpen(store, MONDAY_NOON)).toBe(true);
    expect(isStoreOpen(store, at("2025-03-15T13:59:00"))).toBe(true); // Saturday
    expect(isStoreOpen(store, at("2025-03-15T15:00:00"))).toBe(false);
  });

  it("keeps a store that closes after midnight open until then", () => {
    const store = { acceptsOrders: true, openingHours: everyDay("18:00", "02:00"), timeZone: SP };
    expect(isStoreOpen(store, at("2025-03-10T17:59:00"))).toBe(false);
    expect(isStoreOpen(store, at("2025-03-10T23:30:00"))).toBe(true);
    expect(isStoreOpen(store, at("2025-03-11T01:59:00"))).toBe(true);
    expect(isStoreOpen(store, at("2025-03-11T02:00:00"))).toBe(false);
    expect(isStoreOpen(store, MONDAY_NOON)).toBe(false);
  });

  it("reads the same open and close time as open around the clock", () => {
    const store = { acceptsOrders: true, openingHours: everyDay("00:00", "00:00"), timeZone: SP };
    for (const time of ["00:00", "06:00", "23:59"]) {
      expect(isStoreOpen(store, at(`2025-03-10T${time}:00`))).toBe(true);
    }
  });

  it("is closed every day when every day is null", () => {
    const store = {
      acceptsOrders: true,
      openingHours: Array(7).fill(null) as WeeklyHours,
      timeZone: SP,
    };
    expect(isStoreOpen(store, MONDAY_NOON)).toBe(false);
    expect(isStoreOpen(store, at("2025-03-09T12:00:00"))).toBe(false);
  });
});

describe("a store in its own time zone (Manaus, UTC-4)", () => {
  const manaus = {
    acceptsOrders: true,
    openingHours: everyDay("10:00", "22:00"),
    timeZone: "America/Manaus",
  };

  it("opens and closes by Manaus's clock, an hour after São Paulo's", () => {
    // 10:30 in São Paulo is 09:30 in Manaus: not open yet.
    expect(isStoreOpen(manaus, at("2025-03-10T10:30:00"))).toBe(false);
    expect(isStoreOpen(manaus, at("2025-03-10T11:00:00"))).toBe(true);
    // 22:30 in São Paulo is 21:30 in Manaus: still open.
    expect(isStoreOpen(manaus, at("2025-03-10T22:30:00"))).toBe(true);
    expect(isStoreOpen(manaus, at("2025-03-10T23:00:00"))).toBe(false);
  });

  it("is still on the day before past São Paulo's midnight, at a month's end too", () => {
    // Monday 00:30 in São Paulo is Sunday 23:30 in Manaus.
    expect(storeClock(at("2025-03-10T00:30:00"), "America/Manaus")).toEqual({
      weekday: 0,
      minutes: 23 * 60 + 30,
    });
    // 1 April 00:30 in São Paulo is still Monday 31 March, 23:30, in Manaus.
    expect(storeClock(at("2025-04-01T00:30:00"), "America/Manaus")).toEqual({
      weekday: 1,
      minutes: 23 * 60 + 30,
    });
    const lateNight = { ...manaus, openingHours: everyDay("18:00", "00:00") };
    expect(isStoreOpen(lateNight, at("2025-04-01T00:30:00"))).toBe(true);
    expect(isStoreOpen({ ...lateNight, timeZone: SP }, at("2025-04-01T00:30:00"))).toBe(false);
  });

  it("dates the instant by the same clock: its orders' day, midnight read as 00:00", () => {
    expect(storeDate(at("2025-04-01T00:30:00"), "America/Manaus")).toBe("2025-03-31");
    expect(storeDate(at("2025-04-01T00:30:00"), SP)).toBe("2025-04-01");
    // Rio Branco (UTC−5): two hours behind, on a year's last night.
    expect(storeDate(at("2026-01-01T01:59:00"), "America/Rio_Branco")).toBe("2025-12-31");
    expect(storeClock(at("2025-03-10T00:00:00"), SP)).toEqual({ weekday: 1, minutes: 0 });
  });
});
