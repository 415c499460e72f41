import { eq } from "drizzle-orm";
import type { CreateOrder, OrderView } from "../../../shared/orders.ts";
import type { Database } from "../../db/client.ts";
import { orderItems, orderStatusHistory, orders } from "../../db/schema.ts";
import { publishEvent } from "../events/publish-event.ts";
import { redeemCoupon } from "./coupons.ts";
import { orderErrors } from "./errors.ts";
import { newAccessToken, type OrderIdClock } from "./order-ids.ts";
import { loadOrder, type OrderRow, type StoredOrder, toOrderView } from "./order-view.ts";
import { type PricedOrder, priceOrder } from "./price-order.ts";
import { requestHash } from "./request-hash.ts";
import { reserveStock } from "./reserve-stock.ts";
import { assertStorableText } from "./storable-text.ts";

/** How many ids one order tries before giving up (each collision moves one millisecond on). */
const MAX_ID_ATTEMPTS = 100;

/** Who the status history names for an order's creation: the customer has no account. */
export const CUSTOMER_ACTOR_NAME = "Cliente";

export interface PlaceOrderDeps {
  db: Database;
  ids: OrderIdClock;
  /** Called after an order took a product's last unit: the catalogue must show it sold out. */
  onSoldOut(): void;
}

export interface PlacedOrder {
  order: OrderView;
  /** False when this request was a retry answered with the order placed the first time. */
  created: boolean;
}

type NewOrderValues = Omit<typeof orders.$inferInsert, "id" | "accessToken">;

/** Thrown inside the transaction to roll it back when another request already holds the key. */
class IdempotencyKeyTaken extends Error {
  constructor(readonly stored: StoredOrder) {
    super("idempotency key already used");
  }
}

/**
 * Places an order exactly once per Idempotency-Key. A retry of the same request gets the first
 * order back (created: false); the same key with a different request is a 409. The order row,
 * its lines, its first status-history entry, the stock decrements and the coupon's use commit
 * together or not at all, and staff hear of the order (order.created) once they have.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: CreateOrder,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  assertStorableText(input);
  const hash = requestHash(input);

  const earlier = await loadOrder(deps.db, eq(orders.idempotencyKey, idempotencyKey));
  if (earlier) return replay(earlier, hash);

  const priced = await priceOrder(deps.db, input);
  const values = newOrderValues(input, priced, idempotencyKey, hash);
  try {
    const { order, soldOut } = await deps.db.transaction(
      async (tx) => {
        // The row goes in first: it claims the idempotency key before any stock is touched, so
        // concurrent retries wait on this claim instead of competing for the last units.
        const row = await insertOrderRow(tx, deps.ids, values);
        const soldOut = await reserveStock(tx, priced.lines.map(stockLine));
        if (priced.couponCode && !(await redeemCoupon(tx, priced.couponCode))) {
          throw orderErrors.invalidCoupon();
        }
        await tx.insert(orderItems).values(
          priced.lines.map((line, index) => ({
            orderId: row.id,
            position: index + 1,
            productId: line.productId,
            productName: line.name,
            imageUrl: line.imageUrl,
            size: line.size,
            addons: line.addons,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            lineTotalCents: line.lineTotalCents,
          })),
        );
        await tx.insert(orderStatusHistory).values({
          orderId: row.id,
          fromStatus: null,
          toStatus: row.status,
          changedByName: CUSTOMER_ACTOR_NAME,
          changedAt: row.createdAt,
        });
        // Delivered by PostgreSQL at COMMIT, never for a rolled-back order.
        await publishEvent(tx, { type: "order.created", orderId: row.id, storeId: row.storeId });
        return { order: toOrderView(row, priced.store, priced.lines), soldOut };
      },
      // insertOrderRow relies on each statement seeing rows committed since the last one.
      { isolationLevel: "read committed" },
    );
    if (soldOut) deps.onSoldOut();
    return { order, created: true };
  } catch (error) {
    if (error instanceof IdempotencyKeyTaken) return replay(error.stored, hash);
    throw error;
  }
}

function replay(stored: StoredOrder, hash: string): PlacedOrder {
  if (stored.requestHash !== hash) throw orderErrors.idempotencyConflict();
  return { order: stored.view, created: false };
}

/**
 * Inserts the order under the next free `ORD-{ms}` id. ON CONFLICT DO NOTHING covers the id,
 * the idempotency key and the access token alike, so a collision never aborts the transaction
 * (nor becomes a 500). On PostgreSQL the insert first waits for any transaction holding a
 * conflicting row to end; when nothing was inserted, a fresh read then tells a taken key (answer
 * with that order) from a taken id (try the next millisecond).
 */
async function insertOrderRow(
  tx: Database,
  ids: OrderIdClock,
  values: NewOrderValues,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, id: ids.next(), accessToken: newAccessToken() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const holder = await loadOrder(tx, eq(orders.idempotencyKey, values.idempotencyKey));
    if (holder) throw new IdempotencyKeyTaken(holder);
  }
  throw orderErrors.noFreeOrderId();
}

function newOrderValues(
  input: CreateOrder,
  priced: PricedOrder,
  idempotencyKey: string,
  hash: string,
): NewOrderValues {
  const { customer } = input;
  return {
    idempotencyKey,
    requestHash: hash,
    storeId: priced.store.id,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerCpf: customer.cpf || null,
    // An address typed before switching to pickup is not needed, so it is not kept.
    customerAddress: input.deliveryMethod === "delivery" ? customer.address || null : null,
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.paymentMethod,
    couponCode: priced.couponCode,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    totalCents: priced.totalCents,
  };
}

function stockLine(line: PricedOrder["lines"][number]) {
  return { productId: line.productId, name: line.name, quantity: line.quantity };
}
