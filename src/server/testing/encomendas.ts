import { and, eq } from "drizzle-orm";
import { orderItems, orders } from "#server/db/schema.ts";
import type { OrderStatus } from "#shared/orders.ts";
import type { BoxPartView } from "#shared/party-boxes.ts";
import { orderBody, placeTestOrder } from "./orders.ts";
import type { TestApp } from "./test-app.ts";

export interface TestEncomenda {
  storeId: string;
  /** The slot's start (an instant). */
  slot: string;
  /** Its day on the store's clock ("YYYY-MM-DD"). */
  day: string;
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
  const scheduledFor = new Date(encomenda.slot);
  await db
    .update(orders)
    .set({
      status: encomenda.status ?? "scheduled",
      scheduledFor,
      scheduledDay: encomenda.day,
      scheduledUnits: boxUnits + 3,
      scheduledCancelUntil: new Date(scheduledFor.getTime() - 24 * 3_600_000),
    })
    .where(eq(orders.id, placed.id));
  return placed.id;
}
