import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type PIX_REFUND_STATES, pixCharges, pixRefunds } from "#server/db/schema.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import { connectionById } from "#server/services/pix-connections/resolve-connection.ts";
import { type Devolucao, PspError } from "#server/services/pix-psp/psp-types.ts";
import { refundIdFor } from "./charge-ids.ts";

type RefundState = (typeof PIX_REFUND_STATES)[number];
type RefundRow = typeof pixRefunds.$inferSelect;

/** How long a refund in processing waits before the PSP is asked about it again. */
const REFUND_RECHECK_SECONDS = 10;
/** A refund the PSP could not take (down, slow) is asked for again after this long. */
const REFUND_RETRY_SECONDS = 15;

/**
 * Puts a devolução of a paid Pix in line, in the caller's transaction (the cancellation that
 * causes it, or the late payment's record). At most one per Pix: a second insert for the same
 * endToEndId does nothing, so two instances, or a Pix expiry racing a staff cancel, refund once.
 * The PSP is asked by sendDueRefunds, after the transaction commits.
 */
export async function queueRefund(
  tx: Database,
  refund: {
    orderId: string;
    endToEndId: string;
    connectionId: string;
    amountCents: number;
    reason: "order_cancelled" | "paid_after_expiry";
  },
): Promise<void> {
  await tx
    .insert(pixRefunds)
    .values({ id: refundIdFor(refund.orderId), ...refund })
    .onConflictDoNothing();
}

/**
 * A cancelled order whose Pix the bank confirmed gets its money back: called by the staff
 * cancellation, in its transaction. Nothing when the order was not paid through Pix automático
 * (a Pix staff confirmed from the statement is returned by hand, as before).
 */
export async function queueRefundOfCancelledOrder(tx: Database, orderId: string): Promise<void> {
  const [charge] = await tx
    .select()
    .from(pixCharges)
    .where(and(eq(pixCharges.orderId, orderId), eq(pixCharges.status, "paid")));
  if (!charge?.endToEndId || charge.paidCents === null) return;
  await queueRefund(tx, {
    orderId,
    endToEndId: charge.endToEndId,
    connectionId: charge.connectionId,
    amountCents: charge.paidCents,
    reason: "order_cancelled",
  });
}

/** The standard's devolução status in Frosty's words. */
function stateOf(devolucao: Devolucao): RefundState {
  if (devolucao.status === "DEVOLVIDO") return "refunded";
  if (devolucao.status === "NAO_REALIZADO") return "failed";
  return "processing";
}

/**
 * Asks the PSPs for the refunds in line (PUT /pix/{e2eid}/devolucao/{id}) and about those in
 * processing (GET), at most `limit` per call. The id is ours, so asking twice (a retry, a
 * restart between the request and its record) never sends the money back twice.
 */
export async function sendDueRefunds(
  db: Database,
  pix: PixContext,
  options: { limit?: number; deadline?: number } = {},
): Promise<number> {
  const due = await db
    .select()
    .from(pixRefunds)
    .where(
      and(
        inArray(pixRefunds.status, ["requested", "processing"]),
        lte(pixRefunds.nextCheckAt, sql`now()`),
      ),
    )
    .orderBy(pixRefunds.nextCheckAt)
    .limit(options.limit ?? 20);
  for (const refund of due) await advanceRefund(db, pix, refund, options.deadline);
  return due.length;
}

/** One refund one step on: requested → asked for; processing → its current state. */
export async function advanceRefund(
  db: Database,
  pix: PixContext,
  refund: RefundRow,
  deadline = Date.now() + 5_000,
): Promise<void> {
  const connection = await connectionById(db, refund.connectionId, pix.sources).catch(() => null);
  if (!connection) {
    await settle(
      db,
      refund,
      "failed",
      "A conexão Pix automático que recebeu este Pix foi removida",
    );
    return;
  }
  try {
    const devolucao =
      refund.status === "requested"
        ? await pix.client.requestRefund(
            connection,
            refund.endToEndId,
            refund.id,
            refund.amountCents,
            {
              deadline,
            },
          )
        : await pix.client.getRefund(connection, refund.endToEndId, refund.id, { deadline });
    await settle(db, refund, stateOf(devolucao), devolucao.motivo ?? null);
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    if (error.retryable) {
      await db
        .update(pixRefunds)
        .set({ nextCheckAt: sql`now() + make_interval(secs => ${REFUND_RETRY_SECONDS})` })
        .where(eq(pixRefunds.id, refund.id));
      return;
    }
    await settle(db, refund, "failed", error.message);
  }
}

/** Records a refund's state; one still processing is asked about again later. */
async function settle(
  db: Database,
  refund: RefundRow,
  state: RefundState,
  failureReason: string | null,
): Promise<void> {
  await db
    .update(pixRefunds)
    .set({
      status: state,
      failureReason: state === "failed" ? failureReason : null,
      updatedAt: sql`now()`,
      nextCheckAt: sql`now() + make_interval(secs => ${REFUND_RECHECK_SECONDS})`,
    })
    .where(
      and(eq(pixRefunds.id, refund.id), inArray(pixRefunds.status, ["requested", "processing"])),
    );
}

/** Whether the order's Pix is being (or was) sent back: such an order cannot be reopened. */
export async function hasPixRefund(tx: Database, orderId: string): Promise<boolean> {
  const [refund] = await tx
    .select({ id: pixRefunds.id })
    .from(pixRefunds)
    .where(and(eq(pixRefunds.orderId, orderId), sql`${pixRefunds.status} <> 'failed'`));
  return refund !== undefined;
}
