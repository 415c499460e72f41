import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";

/**
 * An order's times in the shop's calendar (SHOP_TIME_ZONE, where the store works), whatever the
 * device's zone, and never "hoje": the same words on the server and in any browser, at any hour.
 */
const time = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});
const dayMonth = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
});
const fullDate = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const shopDay = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });

/** "14:05"; "24/11 às 00:10" when it is not the day the order began (`since`). */
export function formatStepTime(at: string, since: string): string {
  const date = new Date(at);
  const sameDay = shopDay.format(date) === shopDay.format(new Date(since));
  return sameDay ? time.format(date) : `${dayMonth.format(date)} às ${time.format(date)}`;
}

/** "23/11/2026 às 14:05": when an order was placed. */
export function formatOrderDate(at: string): string {
  const date = new Date(at);
  return `${fullDate.format(date)} às ${time.format(date)}`;
}
