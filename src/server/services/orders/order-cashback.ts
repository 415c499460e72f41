import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";
import { cancelOrderCashback } from "#server/services/cashback/cancel.ts";
import { earnCashback, earnedLotOf } from "#server/services/cashback/earn.ts";
import { spendCashback } from "#server/services/cashback/spend.ts";
import { takeBackRefund } from "#server/services/cashback/take-back.ts";
import { cashbackRulesInForce } from "#server/services/settings/cashback-rules-settings.ts";
import {
  type CashbackLotStatus,
  type CashbackRules,
  cashbackEarnedCents,
  type OrderCashbackStatus,
} from "#shared/cashback.ts";
import type { OrderCashbackView, OrderStatus } from "#shared/orders.ts";

/** The order columns its cashback follows from. */
export interface OrderCashbackSource {
  id: string;
  storeId: string;
  status: OrderStatus;
  memberId: string | null;
  cashbackSpentCents: number;
  cashbackBaseCents: number;
}

/** What an order earned, as its lot in the ledger says. */
export interface EarnedLot {
  amountCents: number;
  status: CashbackLotStatus;
}

/**
 * A member's new order, once inserted, in the batch's transaction: its spend (the balance it
 * starts from is the one the batch locked and decided on, so it cannot be refused here unless
 * the batch itself is wrong), and, for an order the store takes as placed (cash, card), its
 * pending lot. A Pix order earns when its payment is confirmed (moveToPaid).
 */
export async function settleNewOrderCashback(
  tx: Database,
  order: OrderCashbackSource,
  balances: Map<string, number>,
  rules: CashbackRules,
): Promise<EarnedLot | null> {
  const { memberId } = order;
  if (memberId === null) return null;
  if (order.cashbackSpentCents > 0) {
    const balance = balances.get(memberId) ?? 0;
    await spendCashback(tx, {
      memberId,
      orderId: order.id,
      storeId: order.storeId,
      cents: order.cashbackSpentCents,
      expectedBalanceCents: balance,
    });
    balances.set(memberId, balance - order.cashbackSpentCents);
  }
  // Paid (or taken by the store) when placed: all but a Pix order still awaiting its money.
  return order.status === "awaiting_payment" ? null : earnOrderCashback(tx, order, rules);
}

/**
 * A member's paid order earns its pending lot (once; none for an order whose lot was voided, or
 * when the rules give it nothing).
 */
export async function earnOrderCashback(
  tx: Database,
  order: OrderCashbackSource,
  rules: CashbackRules,
): Promise<EarnedLot | null> {
  if (order.memberId === null || order.cashbackBaseCents <= 0) return null;
  return earnCashback(tx, {
    memberId: order.memberId,
    orderId: order.id,
    storeId: order.storeId,
    productsCentsAfterCoupon: order.cashbackBaseCents,
    rules,
  });
}

/** The lots these orders earned (not the ones a cancel gave back), by order id. */
export async function loadEarnedLots(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, EarnedLot>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: cashbackLots.orderId,
      amountCents: cashbackLots.amountCents,
      status: cashbackLots.status,
    })
    .from(cashbackLots)
    .where(
      and(inArray(cashbackLots.orderId, [...orderIds]), isNull(cashbackLots.returnedFromLotId)),
    );
  return new Map(rows.map((row) => [row.orderId, row]));
}

const LOT_TO_ORDER_STATUS: Record<CashbackLotStatus, OrderCashbackStatus> = {
  pending: "pending",
  available: "available",
  // Expiry does not undo what the order earned: it was available.
  expired: "available",
  void: "cancelled",
  taken_back: "cancelled",
};

/**
 * What the customer's order pages say of its cashback: null for an order outside the club (or
 * whose member deleted their account). An order with no lot yet earns, when paid, what the
 * rules in force give its base.
 */
export function orderCashbackView(
  order: OrderCashbackSource,
  lot: EarnedLot | null,
  /** Needed only for an order awaiting payment with no lot yet. */
  rules: CashbackRules | null,
): OrderCashbackView | null {
  if (order.memberId === null && order.cashbackSpentCents === 0) return null;
  if (lot) {
    return {
      spentCents: order.cashbackSpentCents,
      earnedCents: lot.amountCents,
      earnedStatus: LOT_TO_ORDER_STATUS[lot.status],
    };
  }
  const earnable = order.status === "awaiting_payment" && rules !== null;
  return {
    spentCents: order.cashbackSpentCents,
    earnedCents: earnable ? cashbackEarnedCents(rules, order.cashbackBaseCents) : 0,
    earnedStatus: earnable ? "expected" : "cancelled",
  };
}

/** An order's cashback as its pages show it, read from the ledger (and the rules, if unpaid). */
export async function readOrderCashback(
  db: Database,
  order: OrderCashbackSource,
): Promise<OrderCashbackView | null> {
  if (order.memberId === null && order.cashbackSpentCents === 0) return null;
  const lot = (await loadEarnedLots(db, [order.id])).get(order.id) ?? null;
  const rules =
    lot === null && order.status === "awaiting_payment" ? await cashbackRulesInForce(db) : null;
  return orderCashbackView(order, lot, rules);
}

/**
 * The orders were cancelled (by staff or a sweep), in the transaction that cancels them: each
 * voids its pending lot and gets back what it spent (exactly once: cancel.ts). An order
 * cancelled after it was delivered is refunded: what it earned, released already, is taken
 * back (once per order, whatever the number of cancels).
 */
export async function cancelOrdersCashback(
  tx: Database,
  orderIds: readonly string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const inLedger = await tx
    .selectDistinct({ orderId: cashbackEntries.orderId })
    .from(cashbackEntries)
    .where(inArray(cashbackEntries.orderId, [...orderIds]));
  for (const { orderId } of inLedger) {
    await cancelOrderCashback(tx, orderId);
    const lot = await earnedLotOf(tx, orderId);
    // An expired lot has nothing left to take back.
    if (lot?.status === "available") {
      await takeBackRefund(tx, { orderId, refundId: `cancel:${orderId}`, cents: lot.amountCents });
    }
  }
}
