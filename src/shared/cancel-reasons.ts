/**
 * Why the system, not a staff member, cancelled an order (order_status_history.system_reason),
 * in the words the staff's history and the customer's tracking page and notification use:
 * - `pix_not_paid`: a Pix order whose money did not arrive before it expired;
 * - `store_did_not_confirm`: a cash, card or WhatsApp order that stayed in "Pendente", never
 *   opened, printed or moved by the store, past the store's time (its stock goes back on sale).
 * Nothing was charged in either case.
 */
import type { OrderStatusChange } from "./orders.ts";

/** The reasons as the API names them (OrderStatusChange.reason, declared with the schema). */
export type SystemCancelReason = NonNullable<OrderStatusChange["reason"]>;

/** Who the staff's status history names for the cancellation. */
export const SYSTEM_CANCEL_ACTOR_NAMES: Record<SystemCancelReason, string> = {
  pix_not_paid: "Sistema (Pix não pago no prazo)",
  store_did_not_confirm: "Sistema (loja não confirmou a tempo)",
};

/** Every reason (the column's check constraint lists them). */
export const SYSTEM_CANCEL_REASONS = Object.keys(SYSTEM_CANCEL_ACTOR_NAMES) as [
  SystemCancelReason,
  ...SystemCancelReason[],
];

/** The cancellation as a step of the customer's timeline. */
export const SYSTEM_CANCEL_STEP_LABELS: Record<SystemCancelReason, string> = {
  pix_not_paid: "Cancelado: o Pix não foi pago no prazo",
  store_did_not_confirm: "Cancelado: a loja não confirmou a tempo",
};

/** What the customer is told, on the tracking page and in the notification. */
export const SYSTEM_CANCEL_MESSAGES: Record<SystemCancelReason, string> = {
  pix_not_paid: "O Pix não foi pago no prazo e o pedido foi cancelado. Nada foi cobrado.",
  store_did_not_confirm:
    "A loja não confirmou seu pedido a tempo e ele foi cancelado. Nada foi cobrado.",
};
