import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, products, stores } from "#server/db/schema.ts";
import type { OrderStatus } from "#shared/orders.ts";
import type { BoxPartView } from "#shared/party-boxes.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { orderBody, placeTestOrder } from "./orders.ts";
import { insertRawOrder } from "./raw-orders.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Encomendas (and other orders) in a store's day, as the order path leaves them: dated on the
 * store's own clock (its time zone, read from its row), an encomenda's slot, the store's date of
 * the slot, its picolés and its cancel limit set together, as the orders_scheduled_whole check
 * asks. Two ways in: a raw order (insertStoreDayOrder) for figures that count orders, and one
 * placed through the checkout (insertTestEncomenda) for screens that read what it holds.
 */

/** Until when its customer may cancel an encomenda: a day before its slot. */
const CANCEL_NOTICE_MS = 24 * 3_600_000;

async function timeZoneOf(db: Database, storeId: string): Promise<string> {
  const [store] = await db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new Error(`no store ${storeId}`);
  return store.timeZone;
}

/** The columns that make an order an encomenda for `slot` of `units` picolés. */
function slotColumns(slot: Date, timeZone: string, units: number) {
  return {
    scheduledFor: slot,
    scheduledDay: storeDate(slot, timeZone),
    scheduledUnits: units,
    scheduledCancelUntil: new Date(slot.getTime() - CANCEL_NOTICE_MS),
  };
}

/**
 * A raw order (insertRawOrder) dated on its store's clock: placed at `createdAt`, so of the
 * store's date then (its business day moves with it). With `schedule` an encomenda, and with
 * `box` its one line: `quantity` boxes of the product holding `parts` each, the order's total
 * split across them.
 */
export async function insertStoreDayOrder(
  db: Database,
  order: {
    storeId: string;
    status: OrderStatus;
    createdAt: string;
    totalCents?: number;
    schedule?: { slotStart: string; units: number };
    box?: { productId: string; quantity: number; parts: BoxPartView[] };
  },
): Promise<string> {
  const createdAt = new Date(order.createdAt);
  const timeZone = await timeZoneOf(db, order.storeId);
  const id = await insertRawOrder(db, {
    storeId: order.storeId,
    status: order.status,
    createdAt,
    ...(order.totalCents === undefined ? {} : { totalCents: order.totalCents }),
  });
  await db
    .update(orders)
    .set({
      businessDay: storeDate(createdAt, timeZone),
      ...(order.schedule &&
        slotColumns(new Date(order.schedule.slotStart), timeZone, order.schedule.units)),
    })
    .where(eq(orders.id, id));
  if (order.box) await insertBoxLine(db, id, order.box);
  return id;
}

/** The box line of a raw order, named and pictured as its product is, so screens can read it. */
async function insertBoxLine(
  db: Database,
  orderId: string,
  box: { productId: string; quantity: number; parts: BoxPartView[] },
): Promise<void> {
  const [[product], [order]] = await Promise.all([
    db.select().from(products).where(eq(products.id, box.productId)),
    db.select({ totalCents: orders.totalCents }).from(orders).where(eq(orders.id, orderId)),
  ]);
  if (!product || !order) throw new Error(`no product ${box.productId} or order ${orderId}`);
  await db.insert(orderItems).values({
    orderId,
    position: 1,
    productId: box.productId,
    productName: product.name,
    imageUrl: product.imageUrl,
    size: "medio",
    boxParts: box.parts,
    quantity: box.quantity,
    unitPriceCents: Math.round(order.totalCents / box.quantity),
    lineTotalCents: order.totalCents,
  });
}

export interface TestEncomenda {
  storeId: string;
  /** The slot's start (an instant): its day is the store's date of it. */
  slot: string;
  status?: OrderStatus;
  /** Two boxes (a line of product 1, quantity 2) holding these flavours each. */
  box?: BoxPartView[];
}

/**
 * An encomenda as "Agendados" reads it: an order placed through the checkout (3 of product 2,
 * and the boxes when asked), then given its slot, status and box mix in the table, whatever
 * the slots the store offers today. Returns its id.
 */
export async function insertTestEncomenda(t: TestApp, encomenda: TestEncomenda): Promise<string> {
  const items = [
    ...(encomenda.box
      ? [{ productId: "1", size: "medio" as const, addonIds: [], quantity: 2 }]
      : []),
    { productId: "2", size: "medio" as const, addonIds: [], quantity: 3 },
  ];
  const placed = await placeTestOrder(t, orderBody({ storeId: encomenda.storeId, items }));
  const db = t.database.db;
  const boxUnits = (encomenda.box ?? []).reduce((sum, part) => sum + part.quantity, 0) * 2;
  if (encomenda.box) {
    await db
      .update(orderItems)
      .set({ boxParts: encomenda.box })
      .where(and(eq(orderItems.orderId, placed.id), eq(orderItems.productId, "1")));
  }
  const timeZone = await timeZoneOf(db, encomenda.storeId);
  await db
    .update(orders)
    .set({
      status: encomenda.status ?? "scheduled",
      ...slotColumns(new Date(encomenda.slot), timeZone, boxUnits + 3),
    })
    .where(eq(orders.id, placed.id));
  return placed.id;
}
