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
 * Moves the order's units and coupon use back to its store and coupon (`back`), or takes them
 * again (`again`), in one statement that also records it on the order
 * (orders.stock_released_at), only if they are not there already. Returns the history note,
 * or null when nothing moved.
 */
async function moveOrderStock(
  tx: Database,
  orderId: string,
  direction: "back" | "again",
): Promise<string | null> {
  const back = direction === "back";
  const sign = back ? 1 : -1;
  const result = await tx.execute(sql`
    with moved as (
      update orders set stock_released_at = ${back ? sql`now()` : sql`null`}
      where id = ${orderId} and stock_released_at is ${back ? sql`null` : sql`not null`}
      returning id, store_id, coupon_code
    ),
    stock_moved as (
      update store_stock as s
      set stock_quantity = s.stock_quantity + ${sign}::int * m.quantity, updated_at = now()
      from (select o.store_id, i.product_id, sum(i.quantity)::int as quantity
        from moved as o join order_items as i on i.order_id = o.id
        group by o.store_id, i.product_id) as m
      where s.store_id = m.store_id and s.product_id = m.product_id
    ),
    coupon_moved as (
      update coupons set usage_count = greatest(coupons.usage_count - ${sign}::int, 0),
        updated_at = now()
      from moved where coupons.code = moved.coupon_code
    )
    select coupon_code from moved`);
  const [row] = rowsOf(result);
  if (!row) return null;
  const withCoupon = row.coupon_code !== null;
  if (back)
    return withCoupon ? STOCK_HISTORY_NOTES.stockAndCouponBack : STOCK_HISTORY_NOTES.stockBack;
  return withCoupon ? STOCK_HISTORY_NOTES.stockAndCouponTaken : STOCK_HISTORY_NOTES.stockTaken;
}

/**
 * Gives the order's units back to its store's stock and its coupon use back to the coupon,
 * unless they went back already. Returns the history note to record, or null when nothing
 * moved (they had gone back before).
 */
export async function releaseOrderStock(tx: Database, orderId: string): Promise<string | null> {
  await lockStockAndCoupon(tx, orderId);
  return moveOrderStock(tx, orderId, "back");
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
  return moveOrderStock(tx, orderId, "again");
}
