import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import type { OrderStatus } from "#shared/orders.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { insertRawOrder } from "./raw-orders.ts";

/**
 * A raw order (insertRawOrder) dated on its store's clock: its business day is the store's date
 * when placed, and an encomenda (`schedule`) has its slot, the store's date of the slot, its
 * picolés and a cancel limit set together, as the orders_scheduled_whole check asks.
 */
export async function insertStoreDayOrder(
  db: Database,
  order: {
    storeId: string;
    timeZone: string;
    status: OrderStatus;
    createdAt: string;
    totalCents?: number;
    schedule?: { slotStart: string; units: number };
  },
): Promise<string> {
  const createdAt = new Date(order.createdAt);
  const id = await insertRawOrder(db, {
    storeId: order.storeId,
    status: order.status,
    createdAt,
    ...(order.totalCents === undefined ? {} : { totalCents: order.totalCents }),
  });
  const slot = order.schedule ? new Date(order.schedule.slotStart) : null;
  await db
    .update(orders)
    .set({
      businessDay: storeDate(createdAt, order.timeZone),
      ...(slot && {
        scheduledFor: slot,
        scheduledDay: storeDate(slot, order.timeZone),
        scheduledUnits: order.schedule?.units ?? 0,
        scheduledCancelUntil: new Date(slot.getTime() - 24 * 3_600_000),
      }),
    })
    .where(eq(orders.id, id));
  return id;
}
