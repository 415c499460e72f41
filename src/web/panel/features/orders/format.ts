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

/** How long an order has waited: "agora", "3 min", "1 h 05". */
export function formatWaiting(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return "agora";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, "0")}`;
}

const NOT_READY_ENCOMENDA = ["scheduled", "pending", "preparing"];

/**
 * A Pendente order past its store's limit, by this screen's clock; an encomenda not ready yet
 * at its slot (its `lateAt`, as the server says).
 */
export function isLate(
  order: { status: string; lateAt: string; schedule?: object | null },
  now: number,
): boolean {
  const waiting = order.schedule
    ? NOT_READY_ENCOMENDA.includes(order.status)
    : order.status === "pending";
  return waiting && Date.parse(order.lateAt) <= now;
}

/**
 * The time an unpaid Pix order has left before the server cancels it: "expira em 12 min",
 * "expira em 1 h 05", "expira em menos de 1 min"; past it, "prazo esgotado" (the server's
 * sweep cancels it within seconds).
 */
export function formatPixExpiry(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return "prazo esgotado";
  const minutes = Math.floor(left / 60_000);
  if (minutes < 1) return "expira em menos de 1 min";
  if (minutes < 60) return `expira em ${minutes} min`;
  return `expira em ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;
}

/** Less than this left: the countdown turns urgent. */
export const PIX_EXPIRY_WARNING_MS = 5 * 60_000;
