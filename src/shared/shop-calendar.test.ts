import { describe, expect, it } from "vitest";
import {
  addDays,
  daysInPeriod,
  eachDay,
  formatDay,
  formatShopDateTime,
  lastDaysPeriod,
  monthPeriod,
  shopDate,
} from "./shop-calendar.ts";

describe("calendar dates", () => {
  it("counts days across months, leap days and daylight-saving changes alike", () => {
    expect(daysInPeriod("2026-11-01", "2026-11-01")).toBe(1);
    expect(daysInPeriod("2024-01-01", "2024-12-31")).toBe(366);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(eachDay("2026-11-02", "2026-11-01")).toEqual([]);
  });

  it("builds the quick periods", () => {
    expect(monthPeriod("2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthPeriod("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(lastDaysPeriod("2026-11-03", 7)).toEqual({ from: "2026-10-28", to: "2026-11-03" });
  });

  it("reads instants on the São Paulo clock", () => {
    // 02:30 UTC on the 1st is still 23:30 on 31 October in São Paulo.
    expect(shopDate(new Date("2026-11-01T02:30:00Z"))).toBe("2026-10-31");
    expect(formatShopDateTime("2026-11-01T02:30:00Z")).toBe("31/10/2026 23:30");
    expect(formatShopDateTime(new Date("2026-11-01T03:00:00Z"))).toBe("01/11/2026 00:00");
    expect(formatDay("2026-11-05")).toBe("05/11/2026");
  });
});
