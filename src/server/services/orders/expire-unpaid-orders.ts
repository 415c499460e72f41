import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { textLiteral } from "#server/db/text-literal.ts";
import { publishEvents } from "#server/services/events/publish-event.ts";
import { releaseOrderStock } from "./order-stock.ts";

/** Who the status history names for an expired Pix order's cancellation. */
export const PIX_EXPIRED_ACTOR_NAME = "Sistema (Pix não pago no prazo)";

/** The most orders one sweep cancels (the next sweep takes the rest). */
const SWEEP_LIMIT = 200;

/**
 * Cancels the Pix orders still awaiting payment past their expiry, giving their units back to
 * their stores' stock and their coupon uses back (releaseOrderStock, as a staff cancel does),
 * with a history entry and an order.updated event each, all in one transaction. Exactly once
 * across instances: each order is taken under its row lock (SKIP LOCKED: another instance's
 * sweep or a staff "Pix recebido" holding it keeps it) and only while it is still awaiting
 * payment, so a confirmation that commits first wins and a second sweep finds nothing.
 * Returns the ids it cancelled.
 */
export async function expireUnpaidOrders(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      select id from orders
      where status = 'awaiting_payment' and payment_expires_at <= now()
      order by payment_expires_at
      limit ${sql.raw(String(SWEEP_LIMIT))}
      for update skip locked`);
    const ids = rowsOf(taken).map((row) => String(row.id));
    if (ids.length === 0) return [];

    const cancelled = rowsOf(
      await tx.execute(sql`
        update orders set status = 'cancelled', version = version + 1, updated_at = now()
        where id = any(${sql.param(ids)}::text[])
          and status = 'awaiting_payment' and stock_released_at is null
        returning id, store_id, version`),
    ).map((row) => ({
      id: String(row.id),
      storeId: String(row.store_id),
      version: Number(row.version),
    }));
    if (cancelled.length === 0) return [];
    const cancelledIds = cancelled.map((order) => order.id);

    const notes = await releaseOrderStock(tx, cancelledIds);
    await tx.execute(sql`
      insert into order_status_history (order_id, from_status, to_status, changed_by_name,
        changed_at, note)
      select o.id, 'awaiting_payment', 'cancelled', ${textLiteral(PIX_EXPIRED_ACTOR_NAME)},
        o.updated_at, n.note
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

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Sweeps every `intervalMs` while the server runs (unref'd: it never keeps the process alive).
 * `onExpired` hears of each sweep that cancelled orders (their stock is back on sale).
 */
export function startUnpaidOrderSweeper(
  db: Database,
  options: { intervalMs: number; onExpired(ids: string[]): void; onError(error: unknown): void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(db)
      .then((ids) => {
        if (ids.length > 0) options.onExpired(ids);
      }, options.onError)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
