/**
 * Calendar days both sides count in. Dates without a time ("YYYY-MM-DD") are calendar dates:
 * the chain's figures count each store's orders in that store's own date (decision 029), and
 * São Paulo's date is the chain's "today" where one date is needed, whatever clock a server or
 * a browser keeps.
 */
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
import { clockParts, storeDate } from "./store-time-zone.ts";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a "YYYY-MM-DD" date (calendar arithmetic, no time zone involved). */
function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** How many days from `from` to `to`, both included (1 for a single day). */
export function daysInPeriod(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: Math.max(0, daysInPeriod(from, to)) }, (_, i) =>
    fromDayNumber(first + i),
  );
}

/** The São Paulo date of an instant, "YYYY-MM-DD". */
export function shopDate(at: Date): string {
  return storeDate(at, SHOP_TIME_ZONE);
}

/** An instant as staff read it on a clock: "15/11/2026 14:30" (São Paulo's unless told). */
export function formatShopDateTime(at: Date | string, timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day, hour, minute } = clockParts(new Date(at), timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** "2026-11-15" → "15/11/2026". */
export function formatDay(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** A run of calendar days (each store's own), both ends included. */
export interface DayPeriod {
  from: string;
  to: string;
}

/** The calendar month holding `date`, from its 1st to its last day. */
export function monthPeriod(date: string): DayPeriod {
  const from = `${date.slice(0, 7)}-01`;
  const [year = 0, month = 1] = from.split("-").map(Number);
  // Day 0 of the next month is the last day of this one.
  const to = fromDayNumber(Date.UTC(year, month, 0) / DAY_MS);
  return { from, to };
}

/** The last `days` days up to and including `today`. */
export function lastDaysPeriod(today: string, days: number): DayPeriod {
  return { from: addDays(today, -(days - 1)), to: today };
}
