import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
import type { ClockTime, WeeklyHours } from "./store-hours-schemas.ts";

export type { ClockTime, DayHours, WeeklyHours } from "./store-hours-schemas.ts";

/** A store's opening hours: for each weekday (0 = Sunday … 6 = Saturday), open–close or closed. */

export const WEEKDAY_LABELS = [
  "Domingo",
  "Segunda",
  "Terça",
  "Quarta",
  "Quinta",
  "Sexta",
  "Sábado",
] as const;

const toMinutes = (time: ClockTime) => {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Made once per zone, on first use: building an Intl.DateTimeFormat costs ~0.1 ms, and HQ's
 * "Lojas ao vivo" asks whether each of 138 stores is open on every read.
 */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday and minutes since midnight of `at` in a store's time zone (São Paulo's unless given). */
export function storeClock(
  at: Date,
  timeZone: string = SHOP_TIME_ZONE,
): { weekday: number; minutes: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { weekday, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

/**
 * Whether a store takes orders at `at`: its switch is on and, when it publishes hours, `at`
 * falls inside today's, in the store's own time (a close before the open means it closes after
 * midnight).
 */
export function isStoreOpen(
  store: { acceptsOrders: boolean; openingHours: WeeklyHours | null; timeZone: string },
  at: Date,
): boolean {
  if (!store.acceptsOrders) return false;
  if (!store.openingHours) return true;
  const { weekday, minutes } = storeClock(at, store.timeZone);
  const today = store.openingHours[weekday];
  if (!today) return false;
  const open = toMinutes(today.open);
  const close = toMinutes(today.close);
  return close > open ? minutes >= open && minutes < close : minutes >= open || minutes < close;
}
