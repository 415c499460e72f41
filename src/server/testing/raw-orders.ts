import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { orders, staffStreams } from "#server/db/schema.ts";
import type { OrderStatus } from "#shared/orders.ts";
import { shopDate } from "#shared/shop-calendar.ts";

let rawOrders = 0;

/** The access token of a raw order (insertRawOrder): what its order page's link would carry. */
export function rawOrderToken(id: string): string {
  return `raw-token-${id}`;
}

/**
 * An order row written straight into the table, at any time and in any status, without the
 * checkout (no items, no stock taken): for figures that count orders, not what they hold.
 * Its short number is its place among the rows this process wrote, unique per store and day.
 */
export async function insertRawOrder(
  db: Database,
  order: {
    storeId: string;
    status: OrderStatus;
    createdAt: Date;
    totalCents?: number;
    phone?: string;
  },
): Promise<string> {
  rawOrders += 1;
  const id = `ORD-${9_000_000_000_000 + rawOrders * 1000 + (process.pid % 1000)}`;
  const total = order.totalCents ?? 899;
  await db.insert(orders).values({
    id,
    accessToken: rawOrderToken(id),
    idempotencyKey: `raw-key-${id}`,
    requestHash: "raw",
    status: order.status,
    storeId: order.storeId,
    customerName: "Cliente de teste",
    customerPhone: order.phone ?? "(81) 90000-0000",
    deliveryMethod: "pickup",
    paymentMethod: "test",
    subtotalCents: total,
    discountCents: 0,
    deliveryFeeCents: 0,
    totalCents: total,
    businessDay: shopDate(order.createdAt),
    shortNumber: rawOrders,
    pickupCode: "1234",
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
  });
  return id;
}

/**
 * A staff panel's live stream as the stream writes it (staff_streams): covering `storeIds`
 * (none: HQ's chain-wide stream), last seen at `seenAt`.
 */
export async function insertStaffStream(
  db: Database,
  stream: { userId: string; storeIds: string[]; seenAt: Date },
): Promise<void> {
  await db.insert(staffStreams).values({
    id: randomUUID(),
    userId: stream.userId,
    storeIds: stream.storeIds,
    seenAt: stream.seenAt,
  });
}
