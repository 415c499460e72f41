import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders } from "#server/db/schema.ts";
import { releaseCashback } from "#server/services/cashback/earn.ts";
import { publishEvent } from "#server/services/events/publish-event.ts";
import { cancelOrdersCashback } from "#server/services/orders/order-cashback.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import { releaseOrderStock, retakeOrderStock } from "#server/services/orders/order-stock.ts";
import { hasPixRefund, queueRefundOfCancelledOrder } from "#server/services/pix-charges/refunds.ts";
import {
  type AdminOrderDetail,
  type ChangeOrderStatus,
  courierHistoryNote,
  deliveryStepRefusal,
} from "#shared/admin-orders.ts";
import type { OrderStatus } from "#shared/orders.ts";
import { adminOrderErrors } from "./errors.ts";
import { readAdminOrder } from "./order-detail.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";
import { checkPickupCode } from "./pickup-code.ts";

export interface StaffMember {
  id: string;
  name: string;
}

/**
 * Moves an order of the staff member's stores to another status, if it is still at the version
 * they saw (optimistic locking: a change made meanwhile by someone else is a 409, never
 * overwritten). Any status may follow any other (docs/decisions/007-order-status-transitions.md)
 * but for a delivery's last steps: only a delivery goes out for delivery (with its courier's
 * name, if given), and a delivery is delivered only from there; handing a pickup order over
 * (delivered) takes the customer's pickup code. The change, its history entry (who and when)
 * and the order.updated event commit together.
 */
export async function changeOrderStatus(
  db: Database,
  id: string,
  change: ChangeOrderStatus,
  staff: StaffMember,
  scope: OrderScope,
  /** Told when the change moved units to or from a store's stock (the catalogue must know). */
  onStockMoved: () => void = () => {},
): Promise<AdminOrderDetail> {
  if (!ORDER_ID_PATTERN.test(id)) throw adminOrderErrors.notFound();
  let stockMoved = false;
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent change wait, then see the version this one leaves.
    const [current] = await tx
      .select({
        status: orders.status,
        version: orders.version,
        storeId: orders.storeId,
        deliveryMethod: orders.deliveryMethod,
        pickupCode: orders.pickupCode,
        paymentMethod: orders.paymentMethod,
        paymentConfirmedAt: orders.paymentConfirmedAt,
        cashbackSpentCents: orders.cashbackSpentCents,
        scheduledFor: orders.scheduledFor,
      })
      .from(orders)
      .where(and(eq(orders.id, id), withinScope(scope)))
      .for("update");
    if (!current) throw adminOrderErrors.notFound();
    if (current.version !== change.version) throw adminOrderErrors.conflict();
    if (current.status === change.status) throw adminOrderErrors.sameStatus();
    // Only "Pix recebido" (confirm-payment.ts) or cancelling moves an unpaid Pix order.
    if (current.status === "awaiting_payment" && change.status !== "cancelled") {
      throw adminOrderErrors.notPaid();
    }
    if (change.status === "awaiting_payment") throw adminOrderErrors.cannotWaitForPayment();
    if (change.status === "scheduled" && current.scheduledFor === null) {
      throw adminOrderErrors.notAnEncomenda();
    }
    // A Pix order cancelled before its money was seen gave its stock back and was never paid:
    // reopening it would make an unpaid order (the customer orders again).
    if (
      current.status === "cancelled" &&
      current.paymentMethod === "pix" &&
      current.paymentConfirmedAt === null
    ) {
      throw adminOrderErrors.unpaidPixCancelled();
    }
    if (current.status === "cancelled" && (await hasPixRefund(tx, id))) {
      throw adminOrderErrors.refundedPixCancelled();
    }
    // Its cancel gave the member's cashback back: reopened, the order would keep the discount.
    if (current.status === "cancelled" && current.cashbackSpentCents > 0) {
      throw adminOrderErrors.cashbackReturned();
    }
    const stepRefused = deliveryStepRefusal(current.deliveryMethod, current.status, change.status);
    if (stepRefused) throw adminOrderErrors[stepRefused]();
    const codeChecked = checkPickupCode(current, change);
    // Going out names this trip's courier, or nobody: an earlier trip's name is not this one's.
    const courierName =
      change.status === "out_for_delivery" ? change.courierName || null : undefined;
    // Cancelling gives the units and the coupon use back (once); reopening takes them again.
    const stockNote =
      change.status === "cancelled"
        ? ((await releaseOrderStock(tx, [id])).get(id) ?? null)
        : current.status === "cancelled"
          ? await retakeOrderStock(tx, id)
          : null;
    stockMoved = stockNote !== null;
    // A Pix the bank confirmed goes back to the customer (sent after the commit: refunds.ts).
    if (change.status === "cancelled") {
      await queueRefundOfCancelledOrder(tx, id);
      await cancelOrdersCashback(tx, [id]);
    }
    // Delivered or picked up: the order's cashback becomes the member's to use.
    if (change.status === "delivered") await releaseCashback(tx, id);
    const notes = [stockNote, courierName ? courierHistoryNote(courierName) : null];
    const note = notes.filter((part) => part !== null).join(" · ") || null;

    const [updated] = await tx
      .update(orders)
      .set({
        status: change.status,
        version: sql`${orders.version} + 1`,
        updatedAt: sql`now()`,
        // Whoever moved the order has dealt with it: it is no longer new.
        seenAt: sql`coalesce(${orders.seenAt}, now())`,
        ...(codeChecked ? { pickupCodeCheckedAt: sql`now()` } : {}),
        ...(courierName !== undefined ? { courierName } : {}),
      })
      .where(and(eq(orders.id, id), eq(orders.version, change.version)))
      .returning({ version: orders.version, updatedAt: orders.updatedAt });
    if (!updated) throw adminOrderErrors.conflict();

    await recordStatusChange(tx, {
      orderId: id,
      storeId: current.storeId,
      from: current.status,
      to: change.status,
      staff,
      note,
      ...updated,
    });
  });
  if (stockMoved) onStockMoved();
  return readAdminOrder(db, id, scope);
}

/**
 * A staff move's history entry (who, when) and its order.updated event, in the transaction that
 * made it: both commit with the change, or neither.
 */
export async function recordStatusChange(
  tx: Database,
  change: {
    orderId: string;
    storeId: string;
    from: OrderStatus;
    to: OrderStatus;
    /** Who made the change: a staff member, or the system (no user: the bank, the sweep). */
    staff: { id: string | null; name: string };
    version: number;
    updatedAt: Date;
    /** What else the move did (STOCK_HISTORY_NOTES), shown with the history entry. */
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    changedByUserId: change.staff.id,
    changedByName: change.staff.name,
    changedAt: change.updatedAt,
    note: change.note ?? null,
  });
  await publishEvent(tx, {
    type: "order.updated",
    orderId: change.orderId,
    storeId: change.storeId,
    status: change.to,
    version: change.version,
  });
}
