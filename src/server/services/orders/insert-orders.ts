import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { EVENTS_CHANNEL } from "#server/services/events/app-events.ts";
import { orderErrors } from "./errors.ts";
import { newAccessToken, type OrderIdClock } from "./order-ids.ts";
import type { NewOrderValues } from "./order-row-values.ts";
import { loadOrdersByKeys, type OrderRow, type StoredOrder } from "./order-view.ts";
import type { PricedOrder } from "./price-order.ts";

/** How many ids an order tries before giving up (each collision moves one millisecond on). */
const MAX_ID_ATTEMPTS = 100;

/** Who the status history names for an order's creation: the customer has no account. */
export const CUSTOMER_ACTOR_NAME = "Cliente";

export interface OrderToInsert {
  values: NewOrderValues;
  priced: PricedOrder;
}

/** What the database gave an inserted order. */
export type InsertedOrder = Pick<OrderRow, "id" | "accessToken" | "status" | "createdAt">;

export type Insertion =
  | { inserted: InsertedOrder }
  /** Another request placed an order under this key first. */
  | { takenBy: StoredOrder }
  | { error: ReturnType<typeof orderErrors.noFreeOrderId> };

/**
 * Inserts the orders, each under the next free `ORD-{ms}` id, with their lines, first
 * status-history entries, coupon uses and order.created events (the stores' stock is taken
 * by take-stock.ts, called by place-order-batch.ts): one
 * statement per round for the whole batch. ON CONFLICT DO NOTHING covers the id, the
 * idempotency key and the access token alike, so a collision never aborts the transaction;
 * everything else the statement writes follows from the rows actually inserted. A row left out
 * is either a taken key (answer with that order) or a taken id (next round, next millisecond).
 */
export async function insertOrders<Order extends OrderToInsert>(
  tx: Database,
  ids: OrderIdClock,
  orders: readonly Order[],
): Promise<Map<Order, Insertion>> {
  const insertions = new Map<Order, Insertion>();
  let open = [...orders];
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS && open.length > 0; attempt++) {
    const byId = new Map(open.map((order) => [ids.next(), order]));
    const tokens = new Map([...byId.keys()].map((id) => [id, newAccessToken()]));
    const rows = await insertRound(tx, byId, tokens);
    for (const row of rows) {
      const order = byId.get(row.id);
      if (order) insertions.set(order, { inserted: row });
    }
    const missing = open.filter((order) => !insertions.has(order));
    open = missing;
    if (missing.length === 0) break;

    const holders = await loadOrdersByKeys(
      tx,
      missing.map((order) => order.values.idempotencyKey),
    );
    for (const order of missing) {
      const holder = holders.get(order.values.idempotencyKey);
      if (holder) insertions.set(order, { takenBy: holder });
    }
    open = missing.filter((order) => !insertions.has(order));
  }
  for (const order of open) insertions.set(order, { error: orderErrors.noFreeOrderId() });
  return insertions;
}

async function insertRound(
  tx: Database,
  byId: Map<string, OrderToInsert>,
  tokens: Map<string, string>,
): Promise<InsertedOrder[]> {
  const orderRecords = [...byId].map(([id, { values: v }]) => ({
    id,
    access_token: tokens.get(id),
    idempotency_key: v.idempotencyKey,
    request_hash: v.requestHash,
    store_id: v.storeId,
    customer_name: v.customerName,
    customer_phone: v.customerPhone,
    customer_cpf: v.customerCpf,
    customer_address: v.customerAddress,
    delivery_method: v.deliveryMethod,
    payment_method: v.paymentMethod,
    coupon_code: v.couponCode,
    subtotal_cents: v.subtotalCents,
    discount_cents: v.discountCents,
    delivery_fee_cents: v.deliveryFeeCents,
    total_cents: v.totalCents,
  }));
  const lineRecords = [...byId].flatMap(([id, { priced }]) =>
    priced.lines.map((line, index) => ({
      order_id: id,
      position: index + 1,
      product_id: line.productId,
      product_name: line.name,
      image_url: line.imageUrl,
      size: line.size,
      addons: line.addons,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      line_total_cents: line.lineTotalCents,
    })),
  );
  // JSON carries the rows in one parameter each: the statement's text stays the same whatever
  // the batch's size, and no row count runs into the protocol's parameter limit.
  const result = await tx.execute(sql`
    with new_orders as (
      insert into orders (id, access_token, idempotency_key, request_hash, store_id,
        customer_name, customer_phone, customer_cpf, customer_address, delivery_method,
        payment_method, coupon_code, subtotal_cents, discount_cents, delivery_fee_cents,
        total_cents)
      select * from jsonb_to_recordset(${JSON.stringify(orderRecords)}::jsonb) as o(id text,
        access_token text, idempotency_key text, request_hash text, store_id text,
        customer_name text, customer_phone text, customer_cpf text, customer_address text,
        delivery_method text, payment_method text, coupon_code text, subtotal_cents int,
        discount_cents int, delivery_fee_cents int, total_cents int)
      on conflict do nothing
      returning id, access_token, store_id, coupon_code, status, created_at
    ),
    new_lines as (
      insert into order_items (order_id, position, product_id, product_name, image_url, size,
        addons, quantity, unit_price_cents, line_total_cents)
      select l.* from jsonb_to_recordset(${JSON.stringify(lineRecords)}::jsonb) as l(
        order_id text, position int, product_id text, product_name text, image_url text,
        size product_size, addons jsonb, quantity int, unit_price_cents int,
        line_total_cents int)
      where l.order_id in (select id from new_orders)
      -- Stored in the order the customer built them, as they are read back.
      order by l.order_id, l.position
      returning product_id, quantity
    ),
    first_statuses as (
      insert into order_status_history (order_id, from_status, to_status, changed_by_name,
        changed_at)
      select id, null, status, ${CUSTOMER_ACTOR_NAME}, created_at from new_orders
    ),
    coupon_uses as (
      update coupons set usage_count = coupons.usage_count + used.uses, updated_at = now()
      from (select coupon_code, count(*)::int as uses from new_orders
        where coupon_code is not null group by coupon_code) as used
      where coupons.code = used.coupon_code
    )
    select id, access_token, status,
      floor(extract(epoch from created_at) * 1000)::float8 as created_ms,
      -- Delivered by PostgreSQL at COMMIT, never for a rolled-back order.
      pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'order.created', 'orderId', id,
        'storeId', store_id)::text)
    from new_orders`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    accessToken: String(row.access_token),
    status: row.status as OrderRow["status"],
    createdAt: new Date(Number(row.created_ms)),
  }));
}
