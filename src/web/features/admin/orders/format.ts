import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";

/**
 * Times are shown on the chain's calendar, the one the date filter and the reports use
 * (SHOP_TIME_ZONE), whatever the device's zone.
 */

const time = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});
const dayAndTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const day = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });

/** "YYYY-MM-DD" of an instant in the shop's calendar (the date filter's format). */
export function shopDay(instant: Date | string): string {
  return day.format(new Date(instant));
}

/** "14:32" today, "09/03, 14:32" on another day. */
export function formatOrderTime(instant: string, now: Date = new Date()): string {
  const date = new Date(instant);
  return shopDay(date) === shopDay(now) ? time.format(date) : dayAndTime.format(date);
}

export function formatItemCount(count: number): string {
  return count === 1 ? "1 item" : `${count} itens`;
}
