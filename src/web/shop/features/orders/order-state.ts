import { SYSTEM_CANCEL_MESSAGES, type SystemCancelReason } from "#shared/cancel-reasons.ts";
import { formatBRL } from "#shared/money.ts";
import type { OrderView } from "#shared/orders.ts";

/**
 * What the customer reads about their order's state. The staff's words (ORDER_STATUS_LABELS)
 * fit a counter; the customer's depend on how the order is paid and received: a delivery that
 * is ready waits for its courier until staff mark it out, a WhatsApp order is not the store's
 * until the message is sent.
 *
 * `payment` may be missing from an order this browser kept from before it existed (until the
 * server's copy arrives): every reader here takes it as optional.
 */
export type OrderState = Pick<OrderView, "status" | "deliveryMethod" | "paymentMethod"> & {
  /** Who took a delivery out, if staff named them (missing from a copy kept from before). */
  courierName?: string | null;
  payment?: Pick<OrderView["payment"], "pix" | "confirmedAt" | "changeForCents" | "cardType"> &
    Partial<Pick<OrderView["payment"], "confirmedBy">>;
  store: Pick<OrderView["store"], "name">;
};

/** How the headline looks: waiting for the customer, under way, done, or cancelled. */
export type OrderTone = "waiting" | "progress" | "done" | "cancelled";

export interface OrderHeadline {
  title: string;
  description: string;
  tone: OrderTone;
}

/** A Pix order waiting for its money: the page shows the QR code and the copia e cola. */
export function isAwaitingPix(order: OrderState): boolean {
  return order.status === "awaiting_payment" && Boolean(order.payment?.pix);
}

/** A Pix order the server cancelled because its payment never came in time. */
export function isPixExpired(order: OrderState): boolean {
  return order.status === "cancelled" && Boolean(order.payment?.pix) && !order.payment?.confirmedAt;
}

/**
 * A copy read without this device's owner proof (the tracking link opened elsewhere): the
 * server left out the CPF and the pickup code (null, exactly then) and masked the phone and the
 * address. An order kept from before pickup codes existed has none at all (undefined).
 */
export function isStrangersCopy(order: { pickupCode?: string | null }): boolean {
  return order.pickupCode === null;
}

// The badge's words are shared with the server's push notifications (src/shared).
export { customerStatusLabel, isWhatsappUnsent } from "#shared/customer-status.ts";

/**
 * The page's heading and the sentence under it. Only a live order is ever "confirmado".
 * `cancelReason`: why the system cancelled it, when it did (systemCancelReason of the history).
 */
export function orderHeadline(
  order: OrderState,
  cancelReason: SystemCancelReason | null = null,
): OrderHeadline {
  const store = order.store.name;
  switch (order.status) {
    case "awaiting_payment":
      return {
        title: "Aguardando o pagamento",
        description: `Pague com Pix para a ${store} receber seu pedido. Esta página muda sozinha quando a loja confirmar o pagamento.`,
        tone: "waiting",
      };
    case "pending":
      if (order.paymentMethod === "whatsapp") {
        return {
          title: "Falta enviar o pedido pelo WhatsApp",
          description: `A ${store} só recebe o pedido quando você enviar a mensagem pelo WhatsApp.`,
          tone: "waiting",
        };
      }
      if (order.payment?.pix && order.payment.confirmedAt) {
        return {
          title: "Pagamento confirmado",
          description: `A ${store} recebeu seu Pix. Seu pedido já está na fila de preparo.`,
          tone: "done",
        };
      }
      return {
        title: "Pedido confirmado!",
        description: `Obrigado por pedir na Frosty. A ${store} já recebeu seu pedido.`,
        tone: "done",
      };
    case "scheduled":
      return {
        title: "Encomenda agendada",
        description: `A ${store} vai preparar seu pedido para o horário marcado. Avisamos aqui quando entrar em preparo.`,
        tone: "done",
      };
    case "preparing":
      return {
        title: "Seu pedido está em preparo",
        description: `A ${store} está preparando seu pedido.`,
        tone: "progress",
      };
    case "ready":
      // A ready delivery is still at the store: it has left only when staff say so.
      return order.deliveryMethod === "delivery"
        ? {
            title: "Pronto — aguardando o entregador",
            description: `A ${store} já preparou seu pedido. Avisamos aqui quando ele sair para entrega.`,
            tone: "progress",
          }
        : {
            title: "Pronto para retirada",
            description: `Retire na ${store}: mostre o código de retirada no balcão.`,
            tone: "done",
          };
    case "out_for_delivery":
      return {
        title: "Saiu para entrega",
        description: order.courierName
          ? `${order.courierName} está levando seu pedido.`
          : "Seu pedido está a caminho.",
        tone: "progress",
      };
    case "delivered":
      return {
        title: order.deliveryMethod === "delivery" ? "Pedido entregue" : "Pedido retirado",
        description: "Bom apetite! Obrigado por pedir na Frosty.",
        tone: "done",
      };
    case "cancelled":
      if (cancelReason === "store_did_not_confirm") {
        return {
          title: "Pedido cancelado",
          description: `${SYSTEM_CANCEL_MESSAGES.store_did_not_confirm} Para pedir de novo, volte ao cardápio.`,
          tone: "cancelled",
        };
      }
      if (isPixExpired(order)) {
        return {
          title: "O prazo do Pix acabou e o pedido foi cancelado",
          description:
            "Se você pagou depois do prazo, fale com a loja para receber o valor de volta. Para pedir de novo, volte ao cardápio.",
          tone: "cancelled",
        };
      }
      return {
        title: "Pedido cancelado",
        description: !order.payment?.confirmedAt
          ? "Este pedido foi cancelado. Em caso de dúvida, fale com a loja."
          : order.payment.confirmedBy === "bank"
            ? "Este pedido foi cancelado. O valor do Pix volta para a sua conta pelo banco."
            : "Este pedido foi cancelado. Fale com a loja para receber de volta o valor do Pix.",
        tone: "cancelled",
      };
  }
}

/** How the order is paid, as a sentence for the customer (what to have ready, or what happened). */
export function paymentMessage(order: OrderState): string {
  const at = order.deliveryMethod === "delivery" ? "na entrega" : "na retirada";
  const payment = order.payment;
  switch (order.paymentMethod) {
    case "pix":
      if (payment?.confirmedAt) {
        return payment.confirmedBy === "bank"
          ? "Pago com Pix: o banco confirmou o pagamento."
          : "Pago com Pix: a loja confirmou o pagamento.";
      }
      if (order.status === "cancelled") return "Pix: o pagamento não chegou no prazo.";
      return "Pix: aguardando o pagamento.";
    case "cash": {
      const change = payment?.changeForCents
        ? ` Troco para ${formatBRL(payment.changeForCents)}.`
        : " Sem troco.";
      return `Pague em dinheiro ${at}.${change}`;
    }
    case "card": {
      const type =
        payment?.cardType === "credit"
          ? "crédito"
          : payment?.cardType === "debit"
            ? "débito"
            : "crédito/débito";
      // The card machine goes to the door with a delivery; at a pickup it is the store's own.
      return order.deliveryMethod === "delivery"
        ? `Pague com cartão de ${type} na entrega (levamos a maquininha).`
        : `Pague com cartão de ${type} na retirada, na maquininha da loja.`;
    }
    case "whatsapp":
      return "Combine o pagamento com a loja pelo WhatsApp.";
    case "test":
      return "Pagamento de teste aprovado.";
  }
}
