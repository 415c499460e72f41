/** How the shop and the server talk about a store that is closed (staff switch or hours). */
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";

export const STORE_CLOSED_LABEL = "Fechada";
export const STORE_OPEN_LABEL = "Aberta";
/** Deliveries paused by staff ("só retirada"): the store still hands orders over the counter. */
export const PICKUP_ONLY_LABEL = "Só retirada";

/**
 * The server's 422 `store_closed` for any order to a closed store (pickup or delivery: nobody
 * is there to make it), also shown by the checkout beforehand.
 */
export const STORE_CLOSED_MESSAGE = "Esta loja está fechada no momento. Escolha outra loja.";

/** Staff's "só retirada": deliveries stop until `until` (an ISO instant), for `reason`. */
export interface DeliveriesPause {
  until: string;
  reason: string;
}

/** A pause ends by itself: one whose end has passed is no pause. */
export function activePause(
  pause: DeliveriesPause | null | undefined,
  now: Date,
): DeliveriesPause | null {
  return pause && Date.parse(pause.until) > now.getTime() ? pause : null;
}

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
