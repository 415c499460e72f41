import { AWAITING_PAYMENT_MESSAGES } from "#shared/admin-orders.ts";
import type { DeliveryMethod, OrderStatus } from "#shared/order-terms.ts";

/** What a status change needs to know of the order it moves (a card's or a detail's). */
export interface MovableOrder {
  id: string;
  shortNumber: number;
  status: OrderStatus;
  version: number;
  deliveryMethod: DeliveryMethod;
}

/**
 * Why the board will not make this move, or null when it may: an order awaiting its Pix is
 * only cancelled from here ("Pix recebido" is what moves it on), and nothing goes back to
 * waiting for a payment. The server refuses both too (422).
 */
export function moveRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return null;
  if (from === "awaiting_payment" && to !== "cancelled") return AWAITING_PAYMENT_MESSAGES.notPaid;
  if (to === "awaiting_payment") return AWAITING_PAYMENT_MESSAGES.cannotWait;
  return null;
}
