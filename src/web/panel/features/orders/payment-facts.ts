import { maskCep } from "#shared/cep.ts";
import { formatBRL } from "#shared/money.ts";
import {
  CARD_TYPE_LABELS,
  type CardType,
  type DeliveryMethod,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "#shared/order-terms.ts";
import type { OrderDeliveryView } from "#shared/orders.ts";

/** What the board, the detail and the ticket need to say how an order is paid. */
export interface PaymentFacts {
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  totalCents: number;
  changeForCents: number | null;
  cardType: CardType | null;
}

/**
 * Who confirmed a Pix, when the caller knows (the detail does, the card does not): with it an
 * order that left "Aguardando pagamento" without a confirmation reads as not paid.
 */
export interface PixConfirmation {
  by: string | null;
  /** Pix automático: the bank confirmed the Pix itself (the charge has its endToEndId). */
  bank?: boolean;
}

/** "waiting": a Pix still to be seen in the bank statement; "paid": seen; "plain": the rest. */
export type PaymentTone = "waiting" | "paid" | "plain";

/**
 * How the order is paid, in one line, as the person handing it over needs it:
 * - Pix: "Aguardando Pix" until staff confirm it; "Pix confirmado por Ana Souza" after, or
 *   "Pix confirmado pelo banco" when Pix automático's bank did;
 * - cash: "Dinheiro — troco para R$ 50,00 (levar R$ 12,50)", the change worked out;
 * - card: "Cartão de crédito — levar a maquininha" (a delivery) or "— cobrar na retirada";
 * - the seed's WhatsApp and test payments by their names.
 */
export function paymentText(
  order: PaymentFacts,
  confirmation?: PixConfirmation,
): { text: string; tone: PaymentTone } {
  switch (order.paymentMethod) {
    case "pix": {
      if (order.status === "awaiting_payment") return { text: "Aguardando Pix", tone: "waiting" };
      if (confirmation?.bank) return { text: "Pix confirmado pelo banco", tone: "paid" };
      if (confirmation) {
        return confirmation.by
          ? { text: `Pix confirmado por ${confirmation.by}`, tone: "paid" }
          : { text: "Pix não pago", tone: "plain" };
      }
      // Only a confirmation takes a Pix order out of waiting, or a cancellation (paid or not).
      return order.status === "cancelled"
        ? { text: "Pix", tone: "plain" }
        : { text: "Pix confirmado", tone: "paid" };
    }
    case "cash": {
      if (order.changeForCents === null) return { text: "Dinheiro", tone: "plain" };
      const change = order.changeForCents - order.totalCents;
      const carry = change > 0 ? `levar ${formatBRL(change)}` : "sem troco";
      return {
        text: `Dinheiro — troco para ${formatBRL(order.changeForCents)} (${carry})`,
        tone: "plain",
      };
    }
    case "card": {
      const kind = order.cardType
        ? `Cartão de ${CARD_TYPE_LABELS[order.cardType].toLowerCase()}`
        : PAYMENT_METHOD_LABELS.card;
      const where =
        order.deliveryMethod === "delivery" ? "levar a maquininha" : "cobrar na retirada";
      return { text: `${kind} — ${where}`, tone: "plain" };
    }
    default:
      return { text: PAYMENT_METHOD_LABELS[order.paymentMethod], tone: "plain" };
  }
}

/**
 * A delivery's address as the courier reads it: "Av. Paulista, 1000 — Apto 12",
 * "Bela Vista — São Paulo/SP", "CEP 01310-200".
 */
export function deliveryAddressLines(delivery: OrderDeliveryView): string[] {
  const street = `${delivery.street}, ${delivery.number}`;
  return [
    delivery.complement ? `${street} — ${delivery.complement}` : street,
    `${delivery.neighbourhood} — ${delivery.city}/${delivery.state}`,
    `CEP ${maskCep(delivery.cep)}`,
  ];
}

/** "30 min", "1 h 15": the delivery area's estimate. */
export function formatEta(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0
    ? `${minutes / 60} h`
    : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, "0")}`;
}
