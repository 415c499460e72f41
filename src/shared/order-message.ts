import { SIZE_LABELS } from "./catalog.ts";
import { formatBRL } from "./money.ts";
import { ORDER_STATUS_LABELS } from "./order-terms.ts";
import type { OrderView } from "./orders.ts";

/** The order as a WhatsApp message to the shop (checkout in WhatsApp mode). */
export function orderWhatsappText(order: OrderView): string {
  const lines = order.items.map((item) => {
    const addons = item.addons.length ? ` + ${item.addons.map((a) => a.name).join(", ")}` : "";
    return `${item.quantity}x ${item.name} (${SIZE_LABELS[item.size]})${addons} - ${formatBRL(item.lineTotalCents)}`;
  });
  const receiving =
    order.deliveryMethod === "delivery"
      ? `Entrega em: ${order.customer.address ?? ""}`
      : `Retirada na loja ${order.store.name}`;
  return [
    `Olá! Quero fazer o pedido ${order.id} na Frosty.`,
    "",
    ...lines,
    "",
    `Subtotal: ${formatBRL(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Desconto: -${formatBRL(order.discountCents)}`] : []),
    `Taxa de entrega: ${formatBRL(order.deliveryFeeCents)}`,
    `Total: ${formatBRL(order.totalCents)}`,
    "",
    `Nome: ${order.customer.name}`,
    `Telefone: ${order.customer.phone}`,
    receiving,
  ].join("\n");
}

/** A short message to share an order: number, status and total (confirmation page). */
export function orderShareText(order: Pick<OrderView, "id" | "status" | "totalCents">): string {
  return `Meu pedido Frosty ${order.id} está ${ORDER_STATUS_LABELS[order.status]}. Total: ${formatBRL(order.totalCents)}`;
}

export function whatsappLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
