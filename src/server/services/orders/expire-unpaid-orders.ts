import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { textLiteral } from "#server/db/text-literal.ts";
import { EVENTS_CHANNEL } from "#server/services/events/app-events.ts";
import { STOCK_HISTORY_NOTES } from "#shared/admin-orders.ts";

/** Who the status history names for an expired Pix order's cancellation. */
export const PIX_EXPIRED_ACTOR_NAME = "Sistema (Pix não pago no prazo)";

/** The most orders one sweep cancels (the next sweep takes the rest). */
const SWEEP_LIMIT = 200;

/**
 * Cancels the Pix orders still awaiting payment past their expiry, giving their units back to
 * their stores' stock and their coupon uses back, with a history entry and an order.updated
 * event each, all in one transaction. Exactly once across instances: each order is taken
 * under its row lock (SKIP LOCKED: another instance's sweep or a staff "Pix recebido" holding
 * it keeps it) and only while it is still awaiting payment, so a confirmation that commits
 * first wins and a second sweep finds nothing. Stock rows and coupons are locked in key order,
 * as an order batch locks them, so the two wait for each other rather than deadlock.
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
    const idList = JSON.stringify(ids);

    await tx.execute(sql`
      select 1 from store_stock as s
      join (select o.store_id, i.product_id from orders as o
        join order_items as i on i.order_id = o.id
        where o.id in (select jsonb_array_elements_text(${idList}::jsonb))) as t
        on t.store_id = s.store_id and t.product_id = s.product_id
      order by s.store_id, s.product_id
      for update of s`);
    await tx.execute(sql`
      select 1 from coupons
      where code in (select coupon_code from orders
        where id in (select jsonb_array_elements_text(${idList}::jsonb)))
      order by code
      for update`);

    const cancelled = await tx.execute(sql`
      with cancelled as (
        update orders set status = 'cancelled', version = version + 1, updated_at = now(),
          stock_released_at = now()
        where id in (select jsonb_array_elements_text(${idList}::jsonb))
          and status = 'awaiting_payment' and stock_released_at is null
        returning id, store_id, coupon_code, version, updated_at
      ),
      history as (
        insert into order_status_history (order_id, from_status, to_status, changed_by_name,
          changed_at, note)
        select id, 'awaiting_payment', 'cancelled', ${textLiteral(PIX_EXPIRED_ACTOR_NAME)},
          updated_at, case when coupon_code is null
            then ${textLiteral(STOCK_HISTORY_NOTES.stockBack)}
            else ${textLiteral(STOCK_HISTORY_NOTES.stockAndCouponBack)} end
        from cancelled
      ),
      stock_back as (
        update store_stock as s
        set stock_quantity = s.stock_quantity + back.quantity, updated_at = now()
        from (select c.store_id, i.product_id, sum(i.quantity)::int as quantity
          from cancelled as c join order_items as i on i.order_id = c.id
          group by c.store_id, i.product_id) as back
        where s.store_id = back.store_id and s.product_id = back.product_id
      ),
      coupons_back as (
        update coupons set usage_count = greatest(coupons.usage_count - back.uses, 0),
          updated_at = now()
        from (select coupon_code, count(*)::int as uses from cancelled
          where coupon_code is not null group by coupon_code) as back
        where coupons.code = back.coupon_code
      )
      select id, pg_notify(${textLiteral(EVENTS_CHANNEL)}, json_build_object(
        'type', 'order.updated', 'orderId', id, 'storeId', store_id,
        'status', 'cancelled', 'version', version)::text)
      from cancelled`);
    return rowsOf(cancelled).map((row) => String(row.id));
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
