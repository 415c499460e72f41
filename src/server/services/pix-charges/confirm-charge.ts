import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders, pixCharges } from "#server/db/schema.ts";
import { moveToPaid } from "#server/services/admin-orders/confirm-payment.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import { connectionById } from "#server/services/pix-connections/resolve-connection.ts";
import {
  type Cob,
  centsOf,
  type PixRecebido,
  PspError,
} from "#server/services/pix-psp/psp-types.ts";
import { BANK_CONFIRMER_NAME, bankConfirmationNote } from "./charge-ids.ts";
import { activateCharge, fallBackCharge } from "./charge-states.ts";
import { queueRefund } from "./refunds.ts";

/** How long after its deadline an unpaid charge is still asked about (a Pix sent at the last second). */
const LATE_PAYMENT_GRACE_SECONDS = 5 * 60;

/** What asking the PSP about a charge came to. */
export type ChargeCheck =
  | "confirmed"
  | "refund_queued"
  | "already_paid"
  | "unpaid"
  | "closed"
  | "unknown_charge"
  | "no_connection"
  | "psp_failed";

type ChargeRow = typeof pixCharges.$inferSelect;

/**
 * Asks the charge's PSP whether it was paid (GET /cob/{txid}) and acts on the answer: a charge
 * CONCLUIDA with a Pix of the order's amount is paid. This is the only way an order becomes paid
 * by the bank: a webhook call is only a reason to ask, so a forged one changes nothing.
 */
export async function checkPixCharge(
  db: Database,
  pix: PixContext,
  txid: string,
  options: { deadline?: number } = {},
): Promise<ChargeCheck> {
  const [charge] = await db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
  if (!charge || charge.status === "fallback") return "unknown_charge";
  if (charge.status === "paid") return "already_paid";
  const connection = await connectionById(db, charge.connectionId, pix.sources).catch(() => null);
  if (!connection) return "no_connection";

  let cob: Cob;
  try {
    cob = await pix.client.getCharge(connection, txid, {
      deadline: options.deadline ?? Date.now() + 5_000,
    });
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    // A server stopped between recording the charge and making it: the order keeps its static code.
    if (error.failure === "not_found" && charge.status === "creating") {
      await fallBackCharge(db, charge.orderId, UNMADE_CHARGE_REASON);
      return "closed";
    }
    await markChecked(db, charge);
    return "psp_failed";
  }

  const paid = cob.status === "CONCLUIDA" ? paymentOf(cob, charge.amountCents) : null;
  if (paid) return recordPayment(db, charge, paid);
  if (cob.status !== "ATIVA" || pastGrace(charge)) {
    await db
      .update(pixCharges)
      .set({ status: "closed", lastCheckedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(pixCharges.orderId, charge.orderId), ne(pixCharges.status, "paid")));
    return "closed";
  }
  if (charge.status === "creating" && cob.pixCopiaECola) {
    // A server stopped between asking for the charge and recording it: the PSP made it.
    await activateCharge(db, charge.orderId, cob.pixCopiaECola);
  }
  await markChecked(db, charge);
  return "unpaid";
}

/** The Pix that pays the charge: one received for exactly the order's amount. */
function paymentOf(cob: Cob, amountCents: number): PixRecebido | null {
  return cob.pix?.find((received) => centsOf(received.valor) === amountCents) ?? null;
}

function pastGrace(charge: ChargeRow): boolean {
  return charge.expiresAt.getTime() + LATE_PAYMENT_GRACE_SECONDS * 1000 < Date.now();
}

/** Why an order whose charge was never made uses the static code. */
const UNMADE_CHARGE_REASON = "O servidor parou antes de criar a cobrança no banco";

/**
 * Not paid yet, or the PSP did not answer: asked about again at the next pass. The next time is
 * set by the reconciler's pace (reconcile.ts), so this only records the check.
 */
async function markChecked(db: Database, charge: ChargeRow): Promise<void> {
  await db
    .update(pixCharges)
    .set({ lastCheckedAt: sql`now()` })
    .where(eq(pixCharges.orderId, charge.orderId));
}

/**
 * Records the payment, exactly once across instances: the charge turns `paid` only from another
 * state (a second instance's update finds it paid and does nothing). An order still awaiting its
 * Pix goes to "Pendente" (the store's queue, its alarm, the customer's "Pagamento confirmado"),
 * by the bank; one already cancelled (the Pix arrived after the deadline, or staff cancelled it)
 * has the money sent back. One confirmed by staff meanwhile ("Pix recebido") stays as it is.
 */
async function recordPayment(
  db: Database,
  charge: ChargeRow,
  paid: PixRecebido,
): Promise<ChargeCheck> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(pixCharges)
      .set({
        status: "paid",
        endToEndId: paid.endToEndId,
        paidCents: charge.amountCents,
        paidAt: new Date(paid.horario),
        lastCheckedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(pixCharges.orderId, charge.orderId), ne(pixCharges.status, "paid")))
      .returning({ orderId: pixCharges.orderId });
    if (!taken) return "already_paid";

    const [order] = await tx
      .select({ status: orders.status, storeId: orders.storeId })
      .from(orders)
      .where(eq(orders.id, charge.orderId))
      .for("update");
    if (!order) return "already_paid";
    if (order.status === "cancelled") {
      const reason = (await cancelledByExpiry(tx, charge.orderId))
        ? "paid_after_expiry"
        : "order_cancelled";
      await queueRefund(tx, {
        orderId: charge.orderId,
        endToEndId: paid.endToEndId,
        connectionId: charge.connectionId,
        amountCents: charge.amountCents,
        reason,
      });
      return "refund_queued";
    }
    if (order.status !== "awaiting_payment") return "confirmed";

    const moved = await moveToPaid(
      tx,
      { id: charge.orderId, storeId: order.storeId },
      { id: null, name: BANK_CONFIRMER_NAME },
      bankConfirmationNote(paid.endToEndId),
    );
    if (!moved) return "already_paid";
    return "confirmed";
  });
}

/** Whether the order's cancellation was the Pix deadline passing (the sweep's). */
async function cancelledByExpiry(tx: Database, orderId: string): Promise<boolean> {
  const [entry] = await tx
    .select({ reason: orderStatusHistory.systemReason })
    .from(orderStatusHistory)
    .where(
      and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, "cancelled")),
    )
    .orderBy(sql`${orderStatusHistory.changedAt} desc`)
    .limit(1);
  return entry?.reason === "pix_not_paid";
}
