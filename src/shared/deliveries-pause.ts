/**
 * Staff's "só retirada" as customers read it: when deliveries come back (São Paulo time) and
 * why. Kept apart from store-status.ts, whose words every shop page loads.
 */
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
import { type DeliveriesPause, PICKUP_ONLY_LABEL } from "./store-status.ts";

let timeFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** "18:30" today, "amanhã às 09:00" the next day (a pause lasts at most 24 h), São Paulo time. */
export function pauseEndLabel(until: string, now: Date): string {
  timeFormat ??= new Intl.DateTimeFormat("pt-BR", {
    timeZone: SHOP_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
  const end = new Date(until);
  const time = timeFormat.format(end);
  return dayFormat.format(end) === dayFormat.format(now) ? time : `amanhã às ${time}`;
}

/** "Só retirada até 18:30": the store's badge while deliveries are paused. */
export function pickupOnlyLabel(pause: DeliveriesPause, now: Date): string {
  return `${PICKUP_ONLY_LABEL} até ${pauseEndLabel(pause.until, now)}`;
}

/** The server's 422 `deliveries_paused`, also shown by the checkout beside "Entrega". */
export function deliveriesPausedMessage(pause: DeliveriesPause, now: Date): string {
  const reason = pause.reason.replace(/[.!\s]+$/, "");
  return `Entregas pausadas até ${pauseEndLabel(pause.until, now)}: ${reason}. Você pode retirar na loja.`;
}
