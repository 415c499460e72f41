/**
 * The words of an order that both sides share: statuses, methods, their labels, messages and
 * limits. No zod here, so the shop's pages can use them without loading the validation library;
 * the schemas (requests and the answers' shapes, with their types) are in orders.ts.
 */

export const ORDER_ID_PREFIX = "ORD-";

export const ORDER_STATUSES = ["pending", "preparing", "ready", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pendente",
  preparing: "Em preparo",
  ready: "Pronto para retirada",
  delivered: "Entregue",
  cancelled: "Cancelado",
};

export const DELIVERY_METHODS = ["delivery", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: "Entrega",
  pickup: "Retirada",
};

export const PAYMENT_METHODS = ["test", "whatsapp"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  test: "Pagamento de teste",
  whatsapp: "WhatsApp",
};

export const MESSAGES = {
  requiredFields: "Preencha os campos obrigatórios",
  deliveryAddress: "Informe o endereço para entrega",
  invalidCoupon: "Cupom inválido",
} as const;

export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

/**
 * The customer stream (GET /api/orders/:id/events?token=…): one `status` event on connect and
 * one per change, so a reconnecting page is always in step. Its data's schema and type
 * (CustomerStatusEvent) are in order-events.ts.
 */
export const CUSTOMER_STATUS_EVENT = "status";

/**
 * An order's short number at its store on its day, as the counter, the ticket and the customer
 * say it: "#042" (at least three digits; the 1,000th order of a day reads "#1000").
 */
export function formatShortNumber(shortNumber: number): string {
  return `#${String(shortNumber).padStart(3, "0")}`;
}

/** The pickup code: four digits the customer shows at the counter. */
export const PICKUP_CODE_PATTERN = /^\d{4}$/;
