import { ApiError } from "#server/http/errors.ts";
import {
  AWAITING_PAYMENT_MESSAGES,
  DELIVERY_STEP_MESSAGES,
  ORDER_CONFLICT_MESSAGE,
  PICKUP_CODE_MESSAGES,
} from "#shared/admin-orders.ts";

/** How the staff order endpoints refuse a request, with its status, code and pt-BR message. */
export const adminOrderErrors = {
  /** Unknown, or another store's: a staff member cannot tell the two apart. */
  notFound: () => new ApiError(404, "order_not_found", "Pedido não encontrado"),
  /** The version sent is not the order's: someone changed it after this client read it. */
  conflict: () => new ApiError(409, "order_conflict", ORDER_CONFLICT_MESSAGE),
  sameStatus: () => new ApiError(422, "same_status", "O pedido já está com este status"),
  /** A pickup order handed over (delivered) without the customer's code. */
  pickupCodeRequired: () =>
    new ApiError(422, "pickup_code_required", PICKUP_CODE_MESSAGES.required),
  pickupCodeIncorrect: () =>
    new ApiError(422, "pickup_code_incorrect", PICKUP_CODE_MESSAGES.incorrect),
  /** A Pix order moved on (started, ready…) before anyone saw its money arrive. */
  notPaid: () => new ApiError(422, "payment_pending", AWAITING_PAYMENT_MESSAGES.notPaid),
  cannotWaitForPayment: () =>
    new ApiError(422, "cannot_await_payment", AWAITING_PAYMENT_MESSAGES.cannotWait),
  /** Only an encomenda waits for a slot: an order for now has none to go back to. */
  notAnEncomenda: () =>
    new ApiError(
      422,
      "not_an_encomenda",
      "Só uma encomenda agendada volta para “Agendado”: este pedido é para agora.",
    ),
  unpaidPixCancelled: () =>
    new ApiError(422, "unpaid_pix_cancelled", AWAITING_PAYMENT_MESSAGES.unpaidCancelled),
  /** Reopening a cancelled order whose Pix the bank is sending back (Pix automático). */
  refundedPixCancelled: () =>
    new ApiError(
      422,
      "pix_refunded",
      "O Pix deste pedido foi devolvido ao cliente: ele não pode voltar. Peça que o cliente faça um novo pedido",
    ),
  cashbackReturned: () =>
    new ApiError(
      422,
      "cashback_returned",
      "O cashback usado neste pedido voltou ao cliente quando ele foi cancelado: ele não pode voltar. Peça que o cliente faça um novo pedido",
    ),
  /** A pickup order asked to go out for delivery. */
  pickupNotOut: () =>
    new ApiError(422, "pickup_not_out_for_delivery", DELIVERY_STEP_MESSAGES.pickupNotOut),
  /** A delivery marked delivered before it went out (deliveryStepRefusal). */
  notOutYet: () => new ApiError(422, "delivery_not_out_yet", DELIVERY_STEP_MESSAGES.notOutYet),
  /** "Pix recebido" on an order that is no longer awaiting payment (expired, cancelled…). */
  notAwaitingPayment: () =>
    new ApiError(409, "not_awaiting_payment", AWAITING_PAYMENT_MESSAGES.notAwaiting),
};
