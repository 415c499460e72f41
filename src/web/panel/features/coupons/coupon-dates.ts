import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";

/**
 * Coupon validity is picked by day in the panel and stored as instants: a window runs from the
 * start of its first day to the end of its last, on São Paulo time (UTC-3 all year since 2019),
 * whatever the staff member's own time zone.
 */
const SHOP_TIME_ZONE_OFFSET = "-03:00";

/** "2025-12-01" (an <input type="date"> value) → the instant that day starts or ends. */
export function dayToInstant(day: string, edge: "start" | "end"): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return `${day}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}${SHOP_TIME_ZONE_OFFSET}`;
}

/** An instant → the São Paulo day it falls on, as an <input type="date"> value. */
export function instantToDay(iso: string | null): string {
  if (iso === null) return "";
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}

const shortDate = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "short",
});

/** "01/12/2025 a 25/12/2025", "A partir de 01/12/2025", "Até 25/12/2025" or "Sem prazo". */
export function validityLabel(validFrom: string | null, validTo: string | null): string {
  const from = validFrom === null ? null : shortDate.format(new Date(validFrom));
  const to = validTo === null ? null : shortDate.format(new Date(validTo));
  if (from && to) return `${from} a ${to}`;
  if (from) return `A partir de ${from}`;
  if (to) return `Até ${to}`;
  return "Sem prazo";
}
