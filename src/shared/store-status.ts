/**
 * How the shop and the server talk about a store that is closed (staff switch or hours) or
 * takes pickups only. Words only, for every page; the pause's end as customers read it is in
 * deliveries-pause.ts.
 */

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
