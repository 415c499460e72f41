import { SIZE_LABELS } from "./catalog.ts";
import { formatBRL } from "./money.ts";
import { CARD_TYPE_LABELS, formatShortNumber, PAYMENT_METHOD_LABELS } from "./order-terms.ts";
import type { OrderDeliveryView, OrderView } from "./orders.ts";

/**
 * The parts of an order its WhatsApp message reads. `payment` and `delivery` may be missing
 * from an order this browser kept from before they existed. Of the delivery only the bairro:
 * the address line says the rest.
 */
export type WhatsappOrder = Pick<
  OrderView,
  | "id"
  | "items"
  | "subtotalCents"
  | "discountCents"
  | "deliveryFeeCents"
  | "totalCents"
  | "couponCode"
  | "deliveryMethod"
  | "paymentMethod"
  | "customer"
  | "store"
> &
  Partial<Pick<OrderView, "shortNumber" | "payment">> & {
    delivery?: Pick<OrderDeliveryView, "neighbourhood"> | null;
  };

/** How the order is paid, in one line: the method and what the store must bring or expect. */
export function paymentLine(
  order: Pick<WhatsappOrder, "paymentMethod" | "payment" | "deliveryMethod">,
): string {
  const payment = order.payment;
  switch (order.paymentMethod) {
    case "cash":
      return payment?.changeForCents
        ? `Dinheiro, troco para ${formatBRL(payment.changeForCents)}`
        : "Dinheiro, sem troco";
    case "card":
      return payment?.cardType
        ? `Cartão de ${CARD_TYPE_LABELS[payment.cardType].toLowerCase()} na ${order.deliveryMethod === "pickup" ? "retirada" : "entrega"}`
        : "Cartão na entrega/retirada";
    case "whatsapp":
      return "A combinar pelo WhatsApp";
    default:
      return PAYMENT_METHOD_LABELS[order.paymentMethod];
  }
}

function itemLine(item: OrderView["items"][number]): string {
  const addons = item.addons.length ? ` + ${item.addons.map((a) => a.name).join(", ")}` : "";
  return `${item.quantity}x ${item.name} (${SIZE_LABELS[item.size]})${addons} - ${formatBRL(item.lineTotalCents)}`;
}

function receivingLines(order: WhatsappOrder): string[] {
  if (order.deliveryMethod === "pickup") {
    const { store } = order;
    return [`Retirada na loja: ${store.name} - ${store.address}, ${store.city}/${store.state}`];
  }
  return [
    `Entrega em: ${order.customer.address ?? ""}`,
    ...(order.delivery ? [`Bairro: ${order.delivery.neighbourhood}`] : []),
  ];
}

/**
 * The order as a WhatsApp message to its store (checkout in WhatsApp mode): the store, the
 * order's number and id, how it is received, the items, the figures and the payment.
 */
export function orderWhatsappText(order: WhatsappOrder): string {
  const number =
    order.shortNumber === undefined
      ? `Pedido ${order.id}`
      : `Pedido ${formatShortNumber(order.shortNumber)} (${order.id})`;
  const coupon = order.couponCode ? ` (cupom ${order.couponCode})` : "";
  return [
    `Olá! Quero fazer este pedido na ${order.store.name}.`,
    number,
    "",
    ...receivingLines(order),
    "",
    "Itens:",
    ...order.items.map(itemLine),
    "",
    `Subtotal: ${formatBRL(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Desconto${coupon}: -${formatBRL(order.discountCents)}`] : []),
    ...(order.deliveryMethod === "delivery"
      ? [`Taxa de entrega: ${formatBRL(order.deliveryFeeCents)}`]
      : []),
    `Total: ${formatBRL(order.totalCents)}`,
    `Pagamento: ${paymentLine(order)}`,
    "",
    `Nome: ${order.customer.name}`,
    `Telefone: ${order.customer.phone}`,
  ].join("\n");
}

/**
 * A short message to share an order (confirmation page): its number, its status as the
 * customer reads it (which depends on how it is received: the page says it) and its total.
 */
export function orderShareText(
  order: Pick<OrderView, "id" | "totalCents"> & Partial<Pick<OrderView, "shortNumber">>,
  statusLabel: string,
): string {
  const number =
    order.shortNumber === undefined
      ? order.id
      : `${formatShortNumber(order.shortNumber)} (${order.id})`;
  return `Meu pedido Frosty ${number}: ${statusLabel}. Total: ${formatBRL(order.totalCents)}`;
}

export function whatsappLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
