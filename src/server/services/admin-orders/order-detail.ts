import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders, pixCharges, pixRefunds, stores } from "#server/db/schema.ts";
import { readOrderCashback } from "#server/services/orders/order-cashback.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import { loadOrderLines, storeSummary, toOrderView } from "#server/services/orders/order-view.ts";
import type {
  AdminOrderDetail,
  OrderHistoryEntry,
  OrderPixAutomatic,
} from "#shared/admin-orders.ts";
import { adminOrderErrors } from "./errors.ts";
import { lateness } from "./lateness.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";

export async function loadOrderHistory(
  db: Database,
  orderId: string,
): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedBy: { userId: row.changedByUserId, name: row.changedByName },
    changedAt: row.changedAt.toISOString(),
    note: row.note,
  }));
}

/**
 * The order's Pix automático charge and its devoluções, as staff see them; undefined for an
 * order without a charge (not Pix, or its store has no connection).
 */
export async function loadPixAutomatic(
  db: Database,
  orderId: string,
): Promise<OrderPixAutomatic | undefined> {
  const [[charge], refunds] = await Promise.all([
    db.select().from(pixCharges).where(eq(pixCharges.orderId, orderId)).limit(1),
    db
      .select()
      .from(pixRefunds)
      .where(eq(pixRefunds.orderId, orderId))
      .orderBy(asc(pixRefunds.createdAt), asc(pixRefunds.id)),
  ]);
  if (!charge) return undefined;
  return {
    status: charge.status,
    txid: charge.txid,
    fallbackReason: charge.fallbackReason,
    endToEndId: charge.endToEndId,
    paidCents: charge.paidCents,
    paidAt: charge.paidAt?.toISOString() ?? null,
    refunds: refunds.map((refund) => ({
      amountCents: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
      failureReason: refund.failureReason,
      updatedAt: refund.updatedAt.toISOString(),
    })),
  };
}

/** The order and what its store says about lateness and tickets, if it is in the scope. */
async function findScopedOrder(db: Database, id: string, scope: OrderScope) {
  if (!ORDER_ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({
      order: orders,
      store: storeSummary,
      lateAfterMinutes: stores.lateAfterMinutes,
      ticketPaper: stores.ticketPaper,
      autoPrintTickets: stores.autoPrintTickets,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, id), withinScope(scope)))
    .limit(1);
  return row ?? null;
}

/**
 * Everything staff see of one order: the customer's view (without the access token and the
 * pickup code, which the customer shows at the counter), version, lateness, the kitchen
 * ticket's settings and prints, the Pix automático charge if any, and the history. Another store's order is unknown (404).
 */
export async function readAdminOrder(
  db: Database,
  id: string,
  scope: OrderScope,
  now: Date = new Date(),
): Promise<AdminOrderDetail> {
  const found = await findScopedOrder(db, id, scope);
  if (!found) throw adminOrderErrors.notFound();
  const { order } = found;
  const [lines, history, pixAutomatic, cashback] = await Promise.all([
    loadOrderLines(db, id),
    loadOrderHistory(db, id),
    order.paymentMethod === "pix" ? loadPixAutomatic(db, id) : undefined,
    readOrderCashback(db, order),
  ]);
  const {
    accessToken: _secret,
    pickupCode: _shownByTheCustomer,
    ...view
  } = toOrderView(order, found.store, lines, cashback);
  return {
    ...view,
    version: order.version,
    updatedAt: order.updatedAt.toISOString(),
    seenAt: order.seenAt?.toISOString() ?? null,
    ...lateness(order, found.lateAfterMinutes, now),
    pickupCodeCheckedAt: order.pickupCodeCheckedAt?.toISOString() ?? null,
    paymentConfirmedBy: order.paymentConfirmedByName,
    ...(pixAutomatic ? { pixAutomatic } : {}),
    ticket: {
      paper: found.ticketPaper,
      autoPrint: found.autoPrintTickets,
      prints: order.ticketPrints,
    },
    history,
  };
}
