import { randomInt } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { textLiteral } from "#server/db/text-literal.ts";
import { eventNotification } from "#server/services/events/publish-event.ts";
import { orderErrors } from "./errors.ts";
import { newAccessToken, type OrderIdClock } from "./order-ids.ts";
import type { NewOrderValues } from "./order-row-values.ts";
import { loadOrdersByKeys, type OrderRow, type StoredOrder } from "./order-view.ts";
import type { PricedOrder } from "./price-order.ts";

/** An inserted order's order.created event, from the statement's row `o`. */
const orderCreated = eventNotification("order.created", {
  orderId: sql<string>`o.id`,
  storeId: sql<string>`o.store_id`,
  shortNumber: sql<number>`o.short_number`,
});

/** How many ids an order tries before giving up (each collision moves one millisecond on). */
const MAX_ID_ATTEMPTS = 100;

/** Who the status history names for an order's creation: the customer has no account. */
export const CUSTOMER_ACTOR_NAME = "Cliente";

export interface OrderToInsert {
  values: NewOrderValues;
  priced: PricedOrder;
}

/** What the database gave an inserted order. */
export type InsertedOrder = Pick<
  OrderRow,
  | "id"
  | "accessToken"
  | "status"
  | "createdAt"
  | "businessDay"
  | "shortNumber"
  | "pickupCode"
  | "paymentExpiresAt"
>;

/** Four random digits (a CSPRNG's): what the customer shows at the counter. */
export function newPickupCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, "0");
}

export type Insertion =
  | { inserted: InsertedOrder }
  /** Another request placed an order under this key first. */
  | { takenBy: StoredOrder }
  | { error: ReturnType<typeof orderErrors.noFreeOrderId> };

/**
 * Inserts the orders, each under the next free `ORD-{ms}` id, with their lines, first
 * status-history entries, coupon uses and order.created events (the stores' stock is taken
 * by take-stock.ts, called by place-order-batch.ts): one statement per round for the whole
 * batch. ON CONFLICT DO NOTHING covers the id, the idempotency key, the access token and the
 * short number alike, so a collision never aborts the transaction; everything else the
 * statement writes follows from the rows actually inserted. A row left out is either a taken
 * key (answer with that order) or a taken id or number (next round).
 *
 * Short numbers: a round bumps its stores' counters for the day (São Paulo) by the number of
 * orders it numbers (`store_order_counters`, an upsert whose row lock makes a concurrent batch
 * for the same store wait until this one commits) and numbers them in arrival order. An order
 * left out only because another instance took its id keeps its number for the next round
 * (this transaction holds the counter, so nobody else can have it): no gaps. One left out
 * because its number was taken (a counter behind the orders, after a restore) draws a new one.
 */
export async function insertOrders<Order extends OrderToInsert>(
  tx: Database,
  ids: OrderIdClock,
  batch: readonly Order[],
): Promise<Map<Order, Insertion>> {
  const insertions = new Map<Order, Insertion>();
  /** Numbers drawn in an earlier round by orders whose id, not number, was taken. */
  const kept = new Map<Order, number>();
  let open = [...batch];
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS && open.length > 0; attempt++) {
    const byId = new Map(open.map((order) => [ids.next(), order]));
    const round = await insertRound(tx, byId, kept);
    for (const row of round.inserted) {
      const order = byId.get(row.id);
      if (order) insertions.set(order, { inserted: row });
    }
    const missing = [...byId].filter(([, order]) => !insertions.has(order));
    open = [];
    if (missing.length === 0) break;

    const holders = await loadOrdersByKeys(
      tx,
      missing.map(([, order]) => order.values.idempotencyKey),
    );
    const takenIds = await idsTaken(
      tx,
      missing.map(([id]) => id),
    );
    for (const [id, order] of missing) {
      const holder = holders.get(order.values.idempotencyKey);
      if (holder) {
        insertions.set(order, { takenBy: holder });
        continue;
      }
      const number = round.numbers.get(id);
      if (takenIds.has(id) && number !== undefined) kept.set(order, number);
      else kept.delete(order);
      open.push(order);
    }
  }
  for (const order of open) insertions.set(order, { error: orderErrors.noFreeOrderId() });
  return insertions;
}

/** Which of these ids orders already have. */
async function idsTaken(tx: Database, candidates: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...candidates]));
  return new Set(rows.map((row) => row.id));
}

interface Round {
  inserted: InsertedOrder[];
  /** The short number each order of the round was given, inserted or not, by id. */
  numbers: Map<string, number>;
}

async function insertRound<Order extends OrderToInsert>(
  tx: Database,
  byId: Map<string, Order>,
  kept: ReadonlyMap<Order, number>,
): Promise<Round> {
  const orderRecords = [...byId].map(([id, order], arrival) => ({
    arrival,
    id,
    kept_number: kept.get(order) ?? null,
    access_token: newAccessToken(),
    pickup_code: newPickupCode(),
    idempotency_key: order.values.idempotencyKey,
    request_hash: order.values.requestHash,
    status: order.values.status,
    store_id: order.values.storeId,
    customer_name: order.values.customerName,
    customer_phone: order.values.customerPhone,
    customer_cpf: order.values.customerCpf,
    customer_address: order.values.customerAddress,
    delivery_method: order.values.deliveryMethod,
    delivery_address: order.values.deliveryAddress,
    payment_method: order.values.paymentMethod,
    change_for_cents: order.values.changeForCents,
    card_type: order.values.cardType,
    pix_txid: order.values.pixTxid,
    pix_payload: order.values.pixPayload,
    payment_expires_in_minutes: order.values.paymentExpiresInMinutes,
    coupon_code: order.values.couponCode,
    subtotal_cents: order.values.subtotalCents,
    discount_cents: order.values.discountCents,
    delivery_fee_cents: order.values.deliveryFeeCents,
    total_cents: order.values.totalCents,
    client_address_keys: order.values.clientAddressKeys,
    member_id: order.values.memberId,
    cashback_spent_cents: order.values.cashbackSpentCents,
    cashback_base_cents: order.values.cashbackBaseCents,
    scheduled_for: order.values.scheduledFor?.toISOString() ?? null,
    scheduled_day: order.values.scheduledDay,
    scheduled_units: order.values.scheduledUnits,
    scheduled_cancel_until: order.values.scheduledCancelUntil?.toISOString() ?? null,
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
      box_parts: line.boxParts,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      line_total_cents: line.lineTotalCents,
    })),
  );
  // JSON carries the rows in one parameter each: the statement's text stays the same whatever
  // the batch's size, no row count runs into the protocol's parameter limit, and PGlite plans
  // it once (its only parameters are JSON: decision 017).
  const result = await tx.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(orderRecords)}::jsonb) as o(
        arrival int, id text, kept_number int, access_token text, pickup_code text,
        idempotency_key text,
        request_hash text, status text, store_id text, customer_name text, customer_phone text,
        customer_cpf text, customer_address text, delivery_method text, delivery_address jsonb,
        payment_method text, change_for_cents int, card_type text, pix_txid text,
        pix_payload text, payment_expires_in_minutes int,
        coupon_code text, subtotal_cents int, discount_cents int, delivery_fee_cents int,
        total_cents int, client_address_keys text[], member_id text,
        cashback_spent_cents int, cashback_base_cents int, scheduled_for timestamptz,
        scheduled_day date, scheduled_units int, scheduled_cancel_until timestamptz)
    ),
    counters as (
      -- The orders are created at now() as well: their day is the day of now() in the time
      -- zone of their store (no quote marks in these comments: the log redactor reads them).
      insert into store_order_counters (store_id, day, last_number)
      select i.store_id, (now() at time zone s.time_zone)::date, count(*)::int
      from incoming as i join stores as s on s.id = i.store_id
      where i.kept_number is null group by i.store_id, s.time_zone
      -- Stores locked in key order, so that concurrent batches wait rather than deadlock.
      order by i.store_id
      on conflict (store_id, day) do update
        set last_number = store_order_counters.last_number + excluded.last_number
      returning store_id, day, last_number
    ),
    numbered as (
      select i.*, (now() at time zone s.time_zone)::date as business_day,
        coalesce(i.kept_number, c.last_number
          - count(*) over (partition by i.store_id, i.kept_number is null)
          + row_number() over (partition by i.store_id, i.kept_number is null
            order by i.arrival)) as short_number
      from incoming as i join stores as s on s.id = i.store_id
        left join counters as c on c.store_id = i.store_id
    ),
    new_orders as (
      insert into orders (id, access_token, idempotency_key, request_hash, status, store_id,
        customer_name, customer_phone, customer_cpf, customer_address, delivery_method,
        delivery_address, payment_method, change_for_cents, card_type, pix_txid, pix_payload,
        payment_expires_at, coupon_code, subtotal_cents, discount_cents, delivery_fee_cents,
        total_cents, business_day, short_number, pickup_code, client_address_keys, member_id,
        cashback_spent_cents, cashback_base_cents, scheduled_for, scheduled_day, scheduled_units,
        scheduled_cancel_until)
      select id, access_token, idempotency_key, request_hash, status, store_id, customer_name,
        customer_phone, customer_cpf, customer_address, delivery_method, delivery_address,
        payment_method, change_for_cents, card_type, pix_txid, pix_payload,
        now() + make_interval(mins => payment_expires_in_minutes),
        coupon_code, subtotal_cents, discount_cents, delivery_fee_cents, total_cents,
        business_day, short_number, pickup_code, client_address_keys, member_id,
        cashback_spent_cents, cashback_base_cents, scheduled_for, scheduled_day, scheduled_units,
        scheduled_cancel_until
      from numbered
      on conflict do nothing
      returning id, access_token, store_id, coupon_code, status, created_at, business_day,
        short_number, pickup_code, payment_expires_at
    ),
    new_lines as (
      insert into order_items (order_id, position, product_id, product_name, image_url, size,
        addons, box_parts, quantity, unit_price_cents, line_total_cents)
      select l.* from jsonb_to_recordset(${JSON.stringify(lineRecords)}::jsonb) as l(
        order_id text, position int, product_id text, product_name text, image_url text,
        size product_size, addons jsonb, box_parts jsonb, quantity int, unit_price_cents int,
        line_total_cents int)
      where l.order_id in (select id from new_orders)
      -- Stored in the order the customer built them, as they are read back.
      order by l.order_id, l.position
    ),
    first_statuses as (
      insert into order_status_history (order_id, from_status, to_status, changed_by_name,
        changed_at)
      select id, null, status, ${textLiteral(CUSTOMER_ACTOR_NAME)}, created_at from new_orders
    ),
    coupon_uses as (
      update coupons set usage_count = coupons.usage_count + used.uses, updated_at = now()
      from (select coupon_code, count(*)::int as uses from new_orders
        where coupon_code is not null group by coupon_code) as used
      where coupons.code = used.coupon_code
    )
    -- Every order of the round with its number; the inserted ones with what the database gave.
    select n.id, n.short_number, o.id is not null as inserted, o.access_token, o.status,
      o.business_day::text as business_day, o.pickup_code,
      floor(extract(epoch from o.created_at) * 1000)::float8 as created_ms,
      floor(extract(epoch from o.payment_expires_at) * 1000)::float8 as expires_ms,
      -- Delivered by PostgreSQL at COMMIT, never for a rolled-back order.
      case when o.id is not null then ${orderCreated} end
    from numbered as n left join new_orders as o on o.id = n.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    numbers: new Map(rows.map((row) => [String(row.id), Number(row.short_number)])),
    inserted: rows
      .filter((row) => row.inserted === true)
      .map((row) => ({
        id: String(row.id),
        accessToken: String(row.access_token),
        status: row.status as OrderRow["status"],
        createdAt: new Date(Number(row.created_ms)),
        businessDay: String(row.business_day),
        shortNumber: Number(row.short_number),
        pickupCode: String(row.pickup_code),
        paymentExpiresAt: row.expires_ms === null ? null : new Date(Number(row.expires_ms)),
      })),
  };
}
