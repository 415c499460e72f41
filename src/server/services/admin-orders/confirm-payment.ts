import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { earnOrderCashback } from "#server/services/orders/order-cashback.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import { cashbackRulesInForce } from "#server/services/settings/cashback-rules-settings.ts";
import type { AdminOrderDetail, ConfirmPayment } from "#shared/admin-orders.ts";
import { recordStatusChange, type StaffMember } from "./change-status.ts";
import { adminOrderErrors } from "./errors.ts";
import { readAdminOrder } from "./order-detail.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";

/**
 * "Pix recebido": a staff member saw the order's Pix in the bank statement. The order leaves
 * "Aguardando pagamento" for "Pendente" (the kitchen's queue), recording who confirmed and
 * when; the customer's page hears it live (order.updated). Only while the order still awaits
 * payment and is at the version the staff member saw: one that expired meanwhile (cancelled by
 * the sweep, which takes it under the same row lock) is a 409, and stays cancelled.
 */
export async function confirmPixPayment(
  db: Database,
  id: string,
  confirm: ConfirmPayment,
  staff: StaffMember,
  scope: OrderScope,
): Promise<AdminOrderDetail> {
  if (!ORDER_ID_PATTERN.test(id)) throw adminOrderErrors.notFound();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, version: orders.version, storeId: orders.storeId })
      .from(orders)
      .where(and(eq(orders.id, id), withinScope(scope)))
      .for("update");
    if (!current) throw adminOrderErrors.notFound();
    if (current.status !== "awaiting_payment") throw adminOrderErrors.notAwaitingPayment();
    if (current.version !== confirm.version) throw adminOrderErrors.conflict();

    const moved = await moveToPaid(tx, { id, storeId: current.storeId }, staff);
    if (!moved) throw adminOrderErrors.notAwaitingPayment();
  });
  return readAdminOrder(db, id, scope);
}

/**
 * The step every Pix confirmation takes: an order still awaiting its Pix goes to "Pendente"
 * (the kitchen's queue), recording who confirmed and when, with its history entry and its
 * order.updated event (the board rings, the customer's page hears it). `confirmer` is a staff
 * member ("Pix recebido") or the bank (Pix automático: no user, and a note with the Pix's
 * endToEndId). False when the order no longer awaits payment: nothing changed.
 */
export async function moveToPaid(
  tx: Database,
  order: { id: string; storeId: string },
  confirmer: { id: string | null; name: string },
  note: string | null = null,
): Promise<boolean> {
  const [updated] = await tx
    .update(orders)
    .set({
      // An encomenda paid upfront waits for its time to be made (release-scheduled-orders.ts).
      status: sql`case when ${orders.scheduledFor} is null then 'pending' else 'scheduled' end`,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
      paymentConfirmedAt: sql`now()`,
      paymentConfirmedByUserId: confirmer.id,
      paymentConfirmedByName: confirmer.name,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, "awaiting_payment")))
    .returning({
      status: orders.status,
      version: orders.version,
      updatedAt: orders.updatedAt,
      memberId: orders.memberId,
      cashbackSpentCents: orders.cashbackSpentCents,
      cashbackBaseCents: orders.cashbackBaseCents,
    });
  if (!updated) return false;
  // Paid: a member's order earns its cashback (pending until delivered).
  if (updated.memberId !== null) {
    const rules = await cashbackRulesInForce(tx);
    await earnOrderCashback(tx, { ...updated, ...order }, rules);
  }
  await recordStatusChange(tx, {
    orderId: order.id,
    storeId: order.storeId,
    from: "awaiting_payment",
    to: updated.status,
    staff: confirmer,
    note,
    version: updated.version,
    updatedAt: updated.updatedAt,
  });
  return true;
}
