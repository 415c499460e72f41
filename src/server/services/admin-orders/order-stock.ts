import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { ApiError } from "#server/http/errors.ts";
import { STOCK_HISTORY_NOTES } from "#shared/admin-orders.ts";
import { outOfStockMessage } from "#shared/store-stock.ts";

/*
 * An order holds its units (and its coupon use) from the moment it is placed until it is
 * cancelled: then they go back, once (orders.stock_released_at says they went). A cancelled
 * order staff reopen takes them again, if its store still has them. The caller holds the
 * order's row lock (FOR UPDATE) in its transaction; stock rows and the coupon are locked here
 * in key order, as an order batch and the Pix expiry lock them, so the three never deadlock.
 */

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

async function lockStockAndCoupon(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`
    select 1 from store_stock as s
    join (select o.store_id, i.product_id from orders as o
      join order_items as i on i.order_id = o.id where o.id = ${orderId}) as t
      on t.store_id = s.store_id and t.product_id = s.product_id
    order by s.store_id, s.product_id
    for update of s`);
  await tx.execute(sql`
    select 1 from coupons where code = (select coupon_code from orders where id = ${orderId})
    for update`);
}

/**
 * Gives the order's units back to its store's stock and its coupon use back to the coupon,
 * unless they went back already. Returns the history note to record, or null when nothing
 * moved (they had gone back before).
 */
export async function releaseOrderStock(tx: Database, orderId: string): Promise<string | null> {
  await lockStockAndCoupon(tx, orderId);
  const result = await tx.execute(sql`
    with released as (
      update orders set stock_released_at = now()
      where id = ${orderId} and stock_released_at is null
      returning id, store_id, coupon_code
    ),
    stock_back as (
      update store_stock as s
      set stock_quantity = s.stock_quantity + back.quantity, updated_at = now()
      from (select r.store_id, i.product_id, sum(i.quantity)::int as quantity
        from released as r join order_items as i on i.order_id = r.id
        group by r.store_id, i.product_id) as back
      where s.store_id = back.store_id and s.product_id = back.product_id
    ),
    coupon_back as (
      update coupons set usage_count = greatest(coupons.usage_count - 1, 0), updated_at = now()
      from released where coupons.code = released.coupon_code
    )
    select coupon_code from released`);
  const [row] = rowsOf(result);
  if (!row) return null;
  return row.coupon_code === null
    ? STOCK_HISTORY_NOTES.stockBack
    : STOCK_HISTORY_NOTES.stockAndCouponBack;
}

/**
 * Takes a reopened order's units from its store's stock again, and its coupon use, if they
 * went back when it was cancelled; 409 naming the flavour when the store has too few now.
 * Returns the history note, or null when the order still held them (cancelled before stock
 * went back on cancelling).
 */
export async function retakeOrderStock(tx: Database, orderId: string): Promise<string | null> {
  await lockStockAndCoupon(tx, orderId);
  const needs = rowsOf(
    await tx.execute(sql`
      select p.name, coalesce(s.stock_quantity, 0) as left, sum(i.quantity)::int as needed
      from orders as o
      join order_items as i on i.order_id = o.id
      join products as p on p.id = i.product_id
      left join store_stock as s on s.store_id = o.store_id and s.product_id = i.product_id
      where o.id = ${orderId} and o.stock_released_at is not null
      group by p.name, s.stock_quantity`),
  );
  if (needs.length === 0) return null;
  const short = needs.find((need) => Number(need.left) < Number(need.needed));
  if (short) {
    const message = outOfStockMessage(String(short.name), Number(short.left));
    throw new ApiError(409, "out_of_stock", message);
  }
  const result = await tx.execute(sql`
    with retaken as (
      update orders set stock_released_at = null
      where id = ${orderId} and stock_released_at is not null
      returning id, store_id, coupon_code
    ),
    stock_taken as (
      update store_stock as s
      set stock_quantity = s.stock_quantity - taken.quantity, updated_at = now()
      from (select r.store_id, i.product_id, sum(i.quantity)::int as quantity
        from retaken as r join order_items as i on i.order_id = r.id
        group by r.store_id, i.product_id) as taken
      where s.store_id = taken.store_id and s.product_id = taken.product_id
    ),
    coupon_taken as (
      update coupons set usage_count = coupons.usage_count + 1, updated_at = now()
      from retaken where coupons.code = retaken.coupon_code
    )
    select coupon_code from retaken`);
  const [row] = rowsOf(result);
  if (!row) return null;
  return row.coupon_code === null
    ? STOCK_HISTORY_NOTES.stockTaken
    : STOCK_HISTORY_NOTES.stockAndCouponTaken;
}
