import { createHash, timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders } from "#server/db/schema.ts";
import type { OrderStatusChange, TrackedOrder } from "#shared/orders.ts";
import { orderErrors } from "./errors.ts";
import { readOrderCashback } from "./order-cashback.ts";
import { ORDER_ID_PATTERN } from "./order-ids.ts";
import { orderOwnerProof } from "./order-owner-proof.ts";
import {
  findOrderRow,
  loadOrderLines,
  type OrderRow,
  type StoreSummary,
  toOrderView,
} from "./order-view.ts";
import { strangersCopy } from "./tracked-order-privacy.ts";

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * Compares digests of equal length in constant time, so timing tells nothing about how much
 * of a guessed token was right, nor about its length.
 */
function tokenMatches(presented: string, expected: string | null): boolean {
  const same = timingSafeEqual(sha256(presented), sha256(expected ?? ""));
  return same && expected !== null && presented.length > 0;
}

/**
 * The order's row, for whoever holds its access token. A wrong or missing token and an unknown
 * id get the same 404, so the answer never tells whether an id exists.
 */
export async function findOrderForToken(
  db: Database,
  id: string,
  token: string | undefined,
): Promise<{ order: OrderRow; store: StoreSummary }> {
  const found = ORDER_ID_PATTERN.test(id) ? await findOrderRow(db, eq(orders.id, id)) : null;
  if (!tokenMatches(token ?? "", found?.order.accessToken ?? null) || !found) {
    throw orderErrors.orderNotFound();
  }
  return found;
}

/**
 * Every status the order has had, oldest first, with when (the customer's timeline), and why
 * the system cancelled it if it did. The id breaks ties: a creation and a move in the same
 * millisecond keep the order they were made in.
 */
async function loadStatusHistory(db: Database, orderId: string): Promise<OrderStatusChange[]> {
  const rows = await db
    .select({
      status: orderStatusHistory.toStatus,
      at: orderStatusHistory.changedAt,
      reason: orderStatusHistory.systemReason,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({
    status: row.status,
    at: row.at.toISOString(),
    ...(row.reason ? { reason: row.reason } : {}),
  }));
}

/** Whether a presented owner proof is the order's (in constant time, as the token's). */
export function ownerProofMatches(
  presented: string | undefined,
  orderId: string,
  secret: string,
): boolean {
  return tokenMatches(presented ?? "", orderOwnerProof(secret, orderId));
}

/** Who reads an order: the link's access token, and the device's owner proof if it has one. */
export interface OrderReader {
  token: string | undefined;
  ownerProof: string | undefined;
}

/**
 * The order as its customer follows it (GET /api/orders/:id), behind the same token check:
 * the order and its status history. The token is in the shared link, so it shows the order
 * whole only with the owner proof of the device that placed it (order-owner-proof.ts); to
 * anyone else, without the customer's personal data (tracked-order-privacy.ts).
 */
export async function readOrder(
  db: Database,
  id: string,
  reader: OrderReader,
  secret: string,
): Promise<TrackedOrder> {
  const found = await findOrderForToken(db, id, reader.token);
  // Lines and history are read only once the token matched: a stranger's request costs the
  // same one query whether or not the order exists.
  const [lines, statusHistory, cashback] = await Promise.all([
    loadOrderLines(db, found.order.id),
    loadStatusHistory(db, found.order.id),
    readOrderCashback(db, found.order),
  ]);
  const order = toOrderView(found.order, found.store, lines, cashback);
  return ownerProofMatches(reader.ownerProof, found.order.id, secret)
    ? { ...order, ownerProof: orderOwnerProof(secret, found.order.id), statusHistory }
    : { ...strangersCopy(order), statusHistory };
}
