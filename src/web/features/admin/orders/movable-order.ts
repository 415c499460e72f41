import type { DeliveryMethod, OrderStatus } from "#shared/order-terms.ts";

/** What a status change needs to know of the order it moves (a card's or a detail's). */
export interface MovableOrder {
  id: string;
  shortNumber: number;
  status: OrderStatus;
  version: number;
  deliveryMethod: DeliveryMethod;
}
