import type {
  AdminOrderDetail,
  OrderPixAutomatic,
  OrderPixRefund,
  PixRefundReason,
  PixRefundStatus,
} from "#shared/admin-orders.ts";
import { formatBRL } from "#shared/money.ts";
import type { PixConfirmation } from "./payment-facts.ts";

/**
 * What staff read of a Pix automático charge: the bank confirms the Pix by itself, so the order
 * says whether it is still waiting for the bank, was confirmed by it (with the Pix's endToEndId,
 * the id the bank statement shows), or fell back to the static BR Code that staff confirm.
 */
export const PIX_AUTOMATIC_TEXTS = {
  waiting: "Aguardando o banco",
  waitingHint: "Pix automático: o pedido vai para Pendente sozinho quando o Pix cair na conta.",
  fallback: "O banco não respondeu: confirme o Pix pelo extrato (QR estático)",
  closed: "Pix automático: a cobrança expirou sem pagamento",
} as const;

/** "Pix confirmado pelo banco · E2E E1234…": the history's own words for the same fact. */
export function bankConfirmationText(endToEndId: string): string {
  return `Pix confirmado pelo banco · E2E ${endToEndId}`;
}

/** Whether the bank confirmed the charge's Pix (even one that came after the order expired). */
export function paidByBank(pix: OrderPixAutomatic | undefined): pix is OrderPixAutomatic & {
  endToEndId: string;
} {
  return pix !== undefined && pix.endToEndId !== null;
}

/** Who confirmed the order's Pix, as paymentText reads it: staff, or the bank itself. */
export function pixConfirmationOf(
  order: Pick<AdminOrderDetail, "paymentConfirmedBy" | "pixAutomatic">,
): PixConfirmation {
  return { by: order.paymentConfirmedBy, bank: paidByBank(order.pixAutomatic) };
}

/** The txid the bank statement shows: the charge's, unless the order kept its static code. */
export function statementTxid(
  pix: OrderPixAutomatic | undefined,
  staticTxid: string | undefined,
): string | undefined {
  return pix && pix.status !== "fallback" ? pix.txid : staticTxid;
}

const REFUND_STATES: Record<PixRefundStatus, string> = {
  // Not yet taken by the bank, or taken and not settled: staff wait the same way.
  requested: "em processamento",
  processing: "em processamento",
  refunded: "devolvido",
  failed: "não realizado",
};

const REFUND_REASONS: Record<PixRefundReason, string> = {
  order_cancelled: "pedido cancelado",
  paid_after_expiry: "pago depois de expirar",
};

/** The refund's state as a tone: settled, failed, or still on its way. */
export type RefundTone = "waiting" | "done" | "failed";

/**
 * One devolução in one line, "Devolução de R$ 25,00: em processamento", with the bank's motivo
 * when it was not made ("não realizado (Conta encerrada)"), and why the money goes back.
 */
export function refundText(refund: OrderPixRefund): {
  text: string;
  why: string;
  tone: RefundTone;
} {
  const state = REFUND_STATES[refund.status];
  const failure =
    refund.status === "failed" && refund.failureReason ? ` (${refund.failureReason})` : "";
  return {
    text: `Devolução de ${formatBRL(refund.amountCents)}: ${state}${failure}`,
    why: REFUND_REASONS[refund.reason],
    tone: refund.status === "refunded" ? "done" : refund.status === "failed" ? "failed" : "waiting",
  };
}
