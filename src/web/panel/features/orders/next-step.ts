import type { DeliveryMethod, OrderStatus } from "#shared/order-terms.ts";

/**
 * The board's one-tap next step for an order, which depends on how it leaves: a pickup is handed
 * over at the counter when ready; a delivery leaves with the courier ("Saiu para entrega") and
 * is marked delivered after.
 */
export interface NextStep {
  status: OrderStatus;
  label: string;
}

export function nextStepOf(order: {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
}): NextStep | null {
  switch (order.status) {
    case "pending":
      return { status: "preparing", label: "Iniciar preparo" };
    case "preparing":
      return { status: "ready", label: "Marcar como pronto" };
    case "ready":
      return order.deliveryMethod === "delivery"
        ? { status: "out_for_delivery", label: "Saiu para entrega" }
        : { status: "delivered", label: "Marcar como entregue" };
    case "out_for_delivery":
      return { status: "delivered", label: "Marcar como entregue" };
    default:
      return null;
  }
}
