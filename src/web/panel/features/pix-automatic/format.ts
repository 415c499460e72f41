import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";

/** On the chain's calendar, whatever the device's zone (as the orders' times). */
const dayAndTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const fullDate = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** "27/11 14:30". */
export function formatDayAndTime(instant: string): string {
  return dayAndTime.format(new Date(instant)).replace(",", "");
}

/** "27/11/2027". */
export function formatDate(instant: string): string {
  return fullDate.format(new Date(instant));
}
