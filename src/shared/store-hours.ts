import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
import type { ClockTime, WeeklyHours } from "./store-hours-schemas.ts";
import { clockParts } from "./store-time-zone.ts";

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

/** The weekday and minutes since midnight of `at` in a store's time zone (São Paulo's unless given). */
export function storeClock(
  at: Date,
  timeZone: string = SHOP_TIME_ZONE,
): { weekday: number; minutes: number } {
  const { weekday, hour, minute } = clockParts(at, timeZone);
  return { weekday, minutes: Number(hour) * 60 + Number(minute) };
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
