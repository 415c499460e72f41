import { type CustomerStatusFacts, customerStatusLabel } from "#shared/customer-status.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { orderTrackingPath } from "#shared/order-tracking-link.ts";
import type { PushMessage } from "#shared/push.ts";

export interface PushedOrder extends CustomerStatusFacts {
  id: string;
  accessToken: string;
  shortNumber: number;
  storeName: string;
}

/**
 * The notification for an order's status now: its number, the status in the customer's words
 * (the tracking page's badge), and the tracking link, which opens the order on any device.
 */
export function orderPushMessage(order: PushedOrder): PushMessage {
  return {
    title: `Pedido ${formatShortNumber(order.shortNumber)}`,
    body: `${customerStatusLabel(order)} · ${order.storeName}`,
    url: orderTrackingPath(order.id, order.accessToken),
    tag: `pedido-${order.id}`,
  };
}
