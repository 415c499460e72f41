import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { ApiError } from "#server/http/errors.ts";
import { STOCK_HISTORY_NOTES } from "#shared/admin-orders.ts";
import { outOfStockMessage } from "#shared/store-stock.ts";

/*
 * An order holds its units (and its coupon use) from the moment it is placed until it is
 * cancelled: then they go back, once (orders.stock_released_at says they went), whoever
 * cancels it — staff (change-status.ts) or the Pix expiry (expire-unpaid-orders.ts), both
 * through releaseOrderStock. A cancelled order staff reopen takes them again, if its store
 * still has them. The caller holds the orders' row locks (FOR UPDATE) in its transaction;
 * stock rows and coupons are locked here in key order, as an order batch locks them, so
 * cancellations, reopenings and batches wait for each other rather than deadlock.
 */

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The units each order line holds, per flavour: a flavour's line its quantity, a party box
 * each of its flavours times the boxes (the box itself has no stock). Rows of order_id,
 * product_id and quantity, read in place of order_items.
 */
const ORDER_ITEM_UNITS = sql`(select it.order_id,
    coalesce(part."productId", it.product_id) as product_id,
    it.quantity * coalesce(part.quantity, 1) as quantity
  from order_items as it
  left join lateral jsonb_to_recordset(it.box_parts) as part("productId" text, quantity int)
    on true)`;

/** The orders' ids as one text[] parameter: the orders table grows (decision 017). */
const idsOf = (orderIds: readonly string[]) => sql`${sql.param([...orderIds])}::text[]`;

async function lockStockAndCoupons(tx: Database, orderIds: readonly string[]): Promise<void> {
  await tx.execute(sql`
    select 1 from store_stock as s
    join (select o.store_id, i.product_id from orders as o
      join ${ORDER_ITEM_UNITS} as i on i.order_id = o.id where o.id = any(${idsOf(orderIds)})) as t
      on t.store_id = s.store_id and t.product_id = s.product_id
    order by s.store_id, s.product_id
    for update of s`);
  await tx.execute(sql`
    select 1 from coupons
    where code in (select coupon_code from orders where id = any(${idsOf(orderIds)}))
    order by code
    for update`);
}

/**
 * Moves the orders' units and coupon uses back to their stores and coupons (`back`), or takes
 * them again (`again`), in one statement that also records it on each order
 * (orders.stock_released_at), only for the orders whose units are not there already. Returns
 * the history note of each order that moved, by id.
 */
async function moveOrderStock(
  tx: Database,
  orderIds: readonly string[],
  direction: "back" | "again",
): Promise<Map<string, string>> {
  const back = direction === "back";
  const sign = back ? 1 : -1;
  const result = await tx.execute(sql`
    with moved as (
      update orders set stock_released_at = ${back ? sql`now()` : sql`null`}
      where id = any(${idsOf(orderIds)})
        and stock_released_at is ${back ? sql`null` : sql`not null`}
      returning id, store_id, coupon_code
    ),
    stock_moved as (
      update store_stock as s
      set stock_quantity = s.stock_quantity + ${sign}::int * m.quantity, updated_at = now()
      from (select o.store_id, i.product_id, sum(i.quantity)::int as quantity
        from moved as o join ${ORDER_ITEM_UNITS} as i on i.order_id = o.id
        group by o.store_id, i.product_id) as m
      where s.store_id = m.store_id and s.product_id = m.product_id
    ),
    coupon_moved as (
      update coupons set usage_count = greatest(coupons.usage_count - ${sign}::int * m.uses, 0),
        updated_at = now()
      from (select coupon_code, count(*)::int as uses from moved
        where coupon_code is not null group by coupon_code) as m
      where coupons.code = m.coupon_code
    )
    select id, coupon_code from moved`);
  const notes = new Map<string, string>();
  for (const row of rowsOf(result)) {
    const withCoupon = row.coupon_code !== null;
    const note = back
      ? withCoupon
        ? STOCK_HISTORY_NOTES.stockAndCouponBack
        : STOCK_HISTORY_NOTES.stockBack
      : withCoupon
        ? STOCK_HISTORY_NOTES.stockAndCouponTaken
        : STOCK_HISTORY_NOTES.stockTaken;
    notes.set(String(row.id), note);
  }
  return notes;
}

/**
 * Gives the cancelled orders' units back to their stores' stock and their coupon uses back to
 * the coupons, for each order whose units had not gone back already: the one way a
 * cancellation returns them. Returns the history note to record for each order whose units
 * moved, by id; an order missing from it had given them back before.
 */
export async function releaseOrderStock(
  tx: Database,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  await lockStockAndCoupons(tx, orderIds);
  return moveOrderStock(tx, orderIds, "back");
}

/**
 * Takes a reopened order's units from its store's stock again, and its coupon use, if they
 * went back when it was cancelled; 409 naming the flavour when the store has too few now.
 * Returns the history note, or null when the order still held them (cancelled before stock
 * went back on cancelling).
 */
export async function retakeOrderStock(tx: Database, orderId: string): Promise<string | null> {
  await lockStockAndCoupons(tx, [orderId]);
  const needs = rowsOf(
    await tx.execute(sql`
      select p.name, coalesce(s.stock_quantity, 0) as left, sum(i.quantity)::int as needed
      from orders as o
      join ${ORDER_ITEM_UNITS} as i on i.order_id = o.id
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
  return (await moveOrderStock(tx, [orderId], "again")).get(orderId) ?? null;
}
