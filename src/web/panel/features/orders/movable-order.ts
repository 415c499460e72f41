import {
  AWAITING_PAYMENT_MESSAGES,
  DELIVERY_STEP_MESSAGES,
  deliveryStepRefusal,
} from "#shared/admin-orders.ts";
import type { DeliveryMethod, OrderStatus } from "#shared/order-terms.ts";

/** What a status change needs to know of the order it moves (a card's or a detail's). */
export interface MovableOrder {
  id: string;
  shortNumber: number;
  status: OrderStatus;
  version: number;
  deliveryMethod: DeliveryMethod;
  /** An encomenda's slot; null for an order for now, which has no slot to go back to wait for. */
  schedule?: object | null;
}

/** The server's refusal (not_an_encomenda), said before asking. */
export const NOT_AN_ENCOMENDA_MESSAGE =
  "Só uma encomenda agendada volta para “Agendado”: este pedido é para agora.";

/**
 * Why the board will not make this move, or null when it may: an order awaiting its Pix is
 * only cancelled from here ("Pix recebido" is what moves it on), nothing goes back to waiting
 * for a payment, and only a delivery goes out for delivery. The server refuses these too.
 */
export function moveRefusal(
  order: { status: OrderStatus; deliveryMethod: DeliveryMethod; schedule?: object | null },
  to: OrderStatus,
): string | null {
  const from = order.status;
  if (from === to) return null;
  if (to === "scheduled" && !order.schedule) return NOT_AN_ENCOMENDA_MESSAGE;
  if (from === "awaiting_payment" && to !== "cancelled") return AWAITING_PAYMENT_MESSAGES.notPaid;
  if (to === "awaiting_payment") return AWAITING_PAYMENT_MESSAGES.cannotWait;
  const skipped = deliveryStepRefusal(order.deliveryMethod, from, to);
  return skipped ? DELIVERY_STEP_MESSAGES[skipped] : null;
}
