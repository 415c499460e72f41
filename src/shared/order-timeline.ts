import { SYSTEM_CANCEL_STEP_LABELS, type SystemCancelReason } from "./cancel-reasons.ts";
import { READY_LABELS } from "./customer-status.ts";
import type { DeliveryMethod, OrderStatus, PaymentMethod } from "./order-terms.ts";

/**
 * The customer's timeline of an order: what happened and when, then what is still to come.
 * Every status the order really had is a step, in the order it happened, with its time (a
 * status the store moved back to shows again: nothing is hidden); the last one is where the
 * order is now; after it come the usual next steps, greyed, unless the order is over.
 */
export interface TimelineOrder {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  createdAt: string;
  /** Pix: whether the store saw the money (a Pix order's "Pedido recebido" is its payment). */
  payment?: { confirmedAt: string | null } | null;
  /** An encomenda's slot: it waits "Encomenda agendada" before it joins the store's queue. */
  schedule?: { slotStart: string } | null;
}

/** One status and when the order reached it (the API's statusHistory). */
export interface StatusChange {
  status: OrderStatus;
  at: string;
  /** Why the system (not the store) cancelled the order, on that cancellation. */
  reason?: SystemCancelReason;
}

/** Why the system cancelled the order, if its last status is a cancellation by the system. */
export function systemCancelReason(
  history: readonly StatusChange[] | undefined,
): SystemCancelReason | null {
  const last = history?.at(-1);
  return last?.status === "cancelled" ? (last.reason ?? null) : null;
}

export type TimelineStepState = "done" | "current" | "upcoming";

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineStepState;
  /** When the order reached this step; null for a step to come, or a time not known here. */
  at: string | null;
}

/**
 * The way an order usually goes: a Pix order starts by waiting for its money; an encomenda
 * then waits for its slot (agendada) before the store receives it; a delivery, once ready,
 * goes out with its courier before it is delivered.
 */
function usualPath(order: TimelineOrder): OrderStatus[] {
  const path: OrderStatus[] =
    order.deliveryMethod === "delivery"
      ? ["pending", "preparing", "ready", "out_for_delivery", "delivered"]
      : ["pending", "preparing", "ready", "delivered"];
  const waits: OrderStatus[] = [
    ...(order.paymentMethod === "pix" ? (["awaiting_payment"] as const) : []),
    ...(order.schedule ? (["scheduled"] as const) : []),
  ];
  return [...waits, ...path];
}

const isOver = (status: OrderStatus) => status === "delivered" || status === "cancelled";

/**
 * A step's name in the customer's words, fitted to how the order is received and paid: a ready
 * delivery is "Pronto — aguardando o entregador" where a pickup is "Pronto para retirada"; only
 * a delivery has "Saiu para entrega" (when staff mark it), and is "Entregue" where a pickup is
 * "Retirado". Unlike the badge (customerStatusLabel), a step names what
 * happened: a WhatsApp order's first step is the order made, not the message still to send.
 * The steps a badge and a step both name read the same (see the test).
 */
export function timelineStepLabel(
  status: OrderStatus,
  order: TimelineOrder,
  /** The system's reason, on a cancellation it made (the history says so). */
  reason?: SystemCancelReason,
): string {
  if (status === "cancelled" && reason) return SYSTEM_CANCEL_STEP_LABELS[reason];
  switch (status) {
    case "pending":
      // An encomenda's money came (if Pix) before it waited for its slot: now the store has it.
      if (order.schedule) return "Pedido recebido";
      if (order.paymentMethod === "pix") return "Pagamento confirmado";
      return order.paymentMethod === "whatsapp" ? "Pedido feito" : "Pedido recebido";
    case "delivered":
      return order.deliveryMethod === "pickup" ? "Retirado" : "Entregue";
    case "cancelled":
      // A Pix order cancelled before its money came ran out of time (the server cancels it).
      return order.paymentMethod === "pix" && !order.payment?.confirmedAt
        ? SYSTEM_CANCEL_STEP_LABELS.pix_not_paid
        : "Cancelado";
    case "awaiting_payment":
      return "Aguardando pagamento";
    case "scheduled":
      return "Encomenda agendada";
    case "preparing":
      return "Em preparo";
    case "ready":
      return READY_LABELS[order.deliveryMethod];
    case "out_for_delivery":
      return "Saiu para entrega";
  }
}

/**
 * The steps to show. `history` is the server's (oldest first); without it (the copy this
 * browser kept, until the server's arrives) the steps before the current one are the usual
 * path's, untimed but for the first, which began when the order was placed.
 */
export function orderTimeline(
  order: TimelineOrder,
  history: readonly StatusChange[] | undefined,
): TimelineStep[] {
  const path = usualPath(order);
  const step = (
    status: OrderStatus,
    state: TimelineStepState,
    at: string | null,
    reason?: SystemCancelReason,
  ) => ({
    status,
    label: timelineStepLabel(status, order, reason),
    state,
    at,
  });

  let happened: { status: OrderStatus; at: string | null; reason?: SystemCancelReason }[];
  if (history && history.length > 0) {
    happened = history.map((change) => ({ ...change }));
    // The status may have moved after the history was read (a live update): say so, untimed.
    if (happened.at(-1)?.status !== order.status) happened.push({ status: order.status, at: null });
  } else {
    const index = path.indexOf(order.status);
    const before = index === -1 ? path.slice(0, 1) : path.slice(0, index);
    happened = [...before, order.status].map((status, i) => ({
      status,
      at: i === 0 ? order.createdAt : null,
    }));
  }

  const past = happened
    .slice(0, -1)
    .map((change) => step(change.status, "done", change.at, change.reason));
  const now = happened.at(-1) ?? { status: order.status, at: null };
  const position = path.indexOf(order.status);
  const next = isOver(order.status) || position === -1 ? [] : path.slice(position + 1);
  return [
    ...past,
    step(now.status, "current", now.at, now.reason),
    ...next.map((status) => step(status, "upcoming", null)),
  ];
}
