import { SYSTEM_CANCEL_MESSAGES, type SystemCancelReason } from "#shared/cancel-reasons.ts";
import { type CustomerStatusFacts, customerStatusLabel } from "#shared/customer-status.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { orderTrackingPath } from "#shared/order-tracking-link.ts";
import type { PushMessage } from "#shared/push.ts";

export interface PushedOrder extends CustomerStatusFacts {
  id: string;
  accessToken: string;
  shortNumber: number;
  storeName: string;
  /** Why the system cancelled it, when its last change is such a cancellation. */
  cancelReason?: SystemCancelReason | null;
}

/**
 * The notification for an order's status now: its number, the status in the customer's words
 * (the tracking page's badge) or, for a cancellation by the system, why it happened, and the
 * tracking link, which opens the order on any device.
 */
export function orderPushMessage(order: PushedOrder): PushMessage {
  const reason = order.status === "cancelled" ? order.cancelReason : null;
  return {
    title: `Pedido ${formatShortNumber(order.shortNumber)}`,
    body: `${reason ? SYSTEM_CANCEL_MESSAGES[reason] : customerStatusLabel(order)} · ${order.storeName}`,
    url: orderTrackingPath(order.id, order.accessToken),
    tag: `pedido-${order.id}`,
  };
}
