import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { textLiteral } from "#server/db/text-literal.ts";
import { publishEvents } from "#server/services/events/publish-event.ts";
import { SYSTEM_CANCEL_ACTOR_NAMES, type SystemCancelReason } from "#shared/cancel-reasons.ts";
import { cancelOrdersCashback } from "./order-cashback.ts";
import { releaseOrderStock } from "./order-stock.ts";

/** Who the status history names for an expired Pix order's cancellation. */
export const PIX_EXPIRED_ACTOR_NAME = SYSTEM_CANCEL_ACTOR_NAMES.pix_not_paid;

/** The most orders one sweep cancels of each kind (the next sweep takes the rest). */
const SWEEP_LIMIT = 200;

/**
 * The orders a sweep cancels, by the reason it gives: which rows are due (`due`, a condition on
 * `orders`, and `oldest`, which come first) and the status they must still be in.
 */
interface Sweep {
  reason: SystemCancelReason;
  from: "awaiting_payment" | "pending";
  due: SQL;
  oldest: SQL;
}

/** Pix orders still awaiting their money past their expiry. */
const PIX_EXPIRY: Sweep = {
  reason: "pix_not_paid",
  from: "awaiting_payment",
  due: sql`status = 'awaiting_payment' and payment_expires_at <= now()`,
  oldest: sql`payment_expires_at`,
};

/**
 * Cash, card, WhatsApp (and test) orders still in "Pendente" past their store's
 * cancel_unaccepted_after_minutes that no staff member touched. Touched, as the row records
 * it: opened in the panel (seen_at), its ticket printed (ticket_prints), or changed by staff
 * in any way (version: every staff update bumps it, a move back to "Pendente" included). A
 * paid order (a confirmed Pix order is pending too) is never swept: payment_method <> 'pix'.
 */
const UNACCEPTED: Sweep = {
  reason: "store_did_not_confirm",
  from: "pending",
  due: sql`status = 'pending' and payment_method <> 'pix' and seen_at is null
    and ticket_prints = 0 and version = 1
    and created_at <= now() - make_interval(mins => (
      select cancel_unaccepted_after_minutes from stores where stores.id = orders.store_id))`,
  oldest: sql`created_at`,
};

/**
 * Cancels the orders a sweep finds due, giving their units back to their stores' stock and
 * their coupon uses back (releaseOrderStock, as a staff cancel does), with a history entry
 * (the system as its author, and the reason the customer is told) and an order.updated event
 * each, all in one transaction. Exactly once across instances: each order is taken under its
 * row lock (SKIP LOCKED: another instance's sweep or a staff change holding it keeps it) and
 * only while it is still due, so a staff change that commits first wins and a second sweep
 * finds nothing. Returns the ids it cancelled.
 */
async function cancelDueOrders(db: Database, sweep: Sweep): Promise<string[]> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      select id from orders
      where ${sweep.due}
      order by ${sweep.oldest}
      limit ${sql.raw(String(SWEEP_LIMIT))}
      for update skip locked`);
    const ids = rowsOf(taken).map((row) => String(row.id));
    if (ids.length === 0) return [];

    // Checked again under the locks: the rows may have changed since the statement began.
    const cancelled = rowsOf(
      await tx.execute(sql`
        update orders set status = 'cancelled', version = version + 1, updated_at = now()
        where id = any(${sql.param(ids)}::text[])
          and ${sweep.due} and stock_released_at is null
        returning id, store_id, version`),
    ).map((row) => ({
      id: String(row.id),
      storeId: String(row.store_id),
      version: Number(row.version),
    }));
    if (cancelled.length === 0) return [];
    const cancelledIds = cancelled.map((order) => order.id);

    const notes = await releaseOrderStock(tx, cancelledIds);
    // A member's cashback: an unpaid Pix order gives back what it used; an unaccepted one also
    // voids what it would have earned.
    await cancelOrdersCashback(tx, cancelledIds);
    await tx.execute(sql`
      insert into order_status_history (order_id, from_status, to_status, changed_by_name,
        changed_at, note, system_reason)
      select o.id, ${textLiteral(sweep.from)}, 'cancelled',
        ${textLiteral(SYSTEM_CANCEL_ACTOR_NAMES[sweep.reason])}, o.updated_at, n.note,
        ${textLiteral(sweep.reason)}
      from orders as o
      left join jsonb_each_text(${JSON.stringify(Object.fromEntries(notes))}::jsonb)
        as n(order_id, note) on n.order_id = o.id
      where o.id = any(${sql.param(cancelledIds)}::text[])`);
    await publishEvents(
      tx,
      cancelled.map((order) => ({
        type: "order.updated" as const,
        orderId: order.id,
        storeId: order.storeId,
        status: "cancelled" as const,
        version: order.version,
      })),
    );
    return cancelledIds;
  });
}

/** Cancels the Pix orders still awaiting payment past their expiry; returns their ids. */
export function expireUnpaidOrders(db: Database): Promise<string[]> {
  return cancelDueOrders(db, PIX_EXPIRY);
}

/**
 * Cancels the non-Pix orders no staff member touched within their store's time, so that
 * invented orders (cash, card, WhatsApp: nothing paid) give their units back by themselves;
 * returns their ids. The customer is told the store did not confirm in time.
 */
export function cancelUnacceptedOrders(db: Database): Promise<string[]> {
  return cancelDueOrders(db, UNACCEPTED);
}

/** One sweep of both kinds: the ids cancelled of each. */
export async function sweepUnpaidOrders(
  db: Database,
): Promise<{ pixExpired: string[]; unaccepted: string[] }> {
  const pixExpired = await expireUnpaidOrders(db);
  const unaccepted = await cancelUnacceptedOrders(db);
  return { pixExpired, unaccepted };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Sweeps every `intervalMs` while the server runs (unref'd: it never keeps the process alive):
 * expired Pix orders, then unaccepted ones. `onCancelled` hears of each sweep that cancelled
 * orders (their stock is back on sale).
 */
export function startUnpaidOrderSweeper(
  db: Database,
  options: {
    intervalMs: number;
    onCancelled(cancelled: { pixExpired: string[]; unaccepted: string[] }): void;
    onError(error: unknown): void;
  },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUnpaidOrders(db)
      .then((cancelled) => {
        if (cancelled.pixExpired.length + cancelled.unaccepted.length > 0) {
          options.onCancelled(cancelled);
        }
      }, options.onError)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
