import { SYSTEM_CANCEL_MESSAGES, type SystemCancelReason } from "#shared/cancel-reasons.ts";
import {
  type CustomerStatusFacts,
  customerStatusLabel,
  outForDeliveryText,
} from "#shared/customer-status.ts";
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
  /** Who took it out for delivery, if staff named them. */
  courierName?: string | null;
}

/**
 * The notification for an order's status now: its number, the status in the customer's words
 * (the tracking page's badge, with the courier's name when a delivery went out with one) or, for
 * a cancellation by the system, why it happened, and the tracking link, which opens the order
 * on any device.
 */
export function orderPushMessage(order: PushedOrder): PushMessage {
  const reason = order.status === "cancelled" ? order.cancelReason : null;
  const status = reason
    ? SYSTEM_CANCEL_MESSAGES[reason]
    : order.status === "out_for_delivery"
      ? outForDeliveryText(order.courierName)
      : customerStatusLabel(order);
  return {
    title: `Pedido ${formatShortNumber(order.shortNumber)}`,
    body: `${status} · ${order.storeName}`,
    url: orderTrackingPath(order.id, order.accessToken),
    tag: `pedido-${order.id}`,
  };
}
