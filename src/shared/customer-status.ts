import type { DeliveryMethod, OrderStatus, PaymentMethod } from "./order-terms.ts";

/**
 * An order's status in the customer's words. The staff's (ORDER_STATUS_LABELS) fit a counter;
 * the customer's depend on how the order is received and paid: a delivery that is ready still
 * waits at the store for its courier (it has "Saiu para entrega" only once staff mark it), a
 * WhatsApp order is not the store's until the message is sent. The tracking page's badge, its
 * timeline and the push notification (server) say the same thing.
 */
export interface CustomerStatusFacts {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
}

const STATUS_LABELS: Record<Exclude<OrderStatus, "ready">, string> = {
  awaiting_payment: "Aguardando pagamento",
  scheduled: "Encomenda agendada",
  pending: "Pedido recebido",
  preparing: "Em preparo",
  out_for_delivery: "Saiu para entrega",
  delivered: "Entregue",
  cancelled: "Cancelado",
};

/** A ready order, as its customer reads it: a delivery waits for its courier, a pickup for them. */
export const READY_LABELS: Record<DeliveryMethod, string> = {
  delivery: "Pronto — aguardando o entregador",
  pickup: "Pronto para retirada",
};

/** A WhatsApp order the store has not yet taken up: it is only theirs once the message is sent. */
export function isWhatsappUnsent(order: Pick<CustomerStatusFacts, "status" | "paymentMethod">) {
  return order.paymentMethod === "whatsapp" && order.status === "pending";
}

/** The order's status in a word or two, as the customer's page and notifications say it. */
export function customerStatusLabel(order: CustomerStatusFacts): string {
  if (order.status === "ready") return READY_LABELS[order.deliveryMethod];
  if (isWhatsappUnsent(order)) return "Aguardando envio";
  return STATUS_LABELS[order.status];
}

/** "Saiu para entrega com João": who took the order out, when staff named them. */
export function outForDeliveryText(courierName: string | null | undefined): string {
  return courierName ? `Saiu para entrega com ${courierName}` : "Saiu para entrega";
}
