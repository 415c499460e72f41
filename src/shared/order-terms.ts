/**
 * The words of an order that both sides share: statuses, methods, their labels, messages and
 * limits. No zod here, so the shop's pages can use them without loading the validation library;
 * the schemas (requests and the answers' shapes, with their types) are in orders.ts.
 */

export const ORDER_ID_PREFIX = "ORD-";

/**
 * `out_for_delivery`: a delivery that left the store with its courier (staff mark it, maybe
 * naming the courier); only deliveries go there, and a delivery is "delivered" only from there.
 * `awaiting_payment`: a Pix order until staff see the money arrive ("Pix recebido" moves it to
 * pending) or it expires (cancelled by the server, its stock and coupon use given back).
 * `scheduled`: an encomenda waiting for its slot (paid, if paid upfront); it enters the store's
 * queue as pending at its slot minus the store's preparation time.
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "scheduled",
  "pending",
  "preparing",
  "ready",
  "out_for_delivery",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The staff's words (board columns, menus, history, CSV): one word per status that fits
 * deliveries and pickups alike ("Pronto"; the receiving method is said beside it). The customer
 * reads words fitted to how the order is received (customer-status.ts).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Aguardando pagamento",
  scheduled: "Agendado",
  pending: "Pendente",
  preparing: "Em preparo",
  ready: "Pronto",
  out_for_delivery: "Saiu para entrega",
  delivered: "Entregue",
  cancelled: "Cancelado",
};

export const DELIVERY_METHODS = ["delivery", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: "Entrega",
  pickup: "Retirada",
};

/**
 * How the customer pays: Pix (static BR Code to the store's or the chain's key), cash or the
 * card machine when the order is handed over, the order sent by WhatsApp, or the seed's test
 * payment (to be switched off before going live). Staff switch each on or off (settings).
 */
export const PAYMENT_METHODS = ["pix", "cash", "card", "whatsapp", "test"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: "Pix",
  cash: "Dinheiro",
  card: "Cartão na entrega/retirada",
  whatsapp: "WhatsApp",
  test: "Pagamento de teste",
};

export const CARD_TYPES = ["credit", "debit"] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_TYPE_LABELS: Record<CardType, string> = {
  credit: "Crédito",
  debit: "Débito",
};

/** How long a Pix order waits for its payment unless staff set otherwise (minutes). */
export const DEFAULT_PIX_EXPIRY_MINUTES = 30;

export const MESSAGES = {
  requiredFields: "Preencha os campos obrigatórios",
  deliveryAddress: "Informe o endereço para entrega",
  invalidCoupon: "Cupom inválido",
  priceChanged: "O valor do pedido mudou. Confira o novo total e confirme de novo.",
  changeBelowTotal: "O troco deve ser para um valor igual ou maior que o total",
  chooseCardType: "Escolha crédito ou débito",
  chooseArea: "Escolha o bairro da entrega",
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
