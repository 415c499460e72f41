import { formatDay, shopDate } from "#shared/shop-calendar.ts";

/** The São Paulo date of an order, "15/11/2026": the list shows days; the CSV has the times. */
export function orderDay(iso: string): string {
  return formatDay(shopDate(new Date(iso)));
}
