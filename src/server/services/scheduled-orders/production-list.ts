import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import type {
  ProductionFlavour,
  ProductionList,
  ProductionQuery,
  ProductionSlot,
} from "#shared/admin-scheduled-orders.ts";
import type { BoxPartView } from "#shared/party-boxes.ts";
import { slotTime } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { storeOfSchedule } from "./store-of-schedule.ts";

interface LineToMake {
  productId: string;
  productName: string;
  quantity: number;
  boxParts: BoxPartView[] | null;
}

/**
 * Picolés of each flavour the lines make: a box is opened into its flavours (each part × the
 * boxes ordered), any other line counts as it is. The largest first, then by name.
 */
export function flavoursToMake(lines: readonly LineToMake[]): ProductionFlavour[] {
  const byFlavour = new Map<string, ProductionFlavour>();
  const add = (productId: string, name: string, quantity: number) => {
    const flavour = byFlavour.get(productId);
    if (flavour) flavour.quantity += quantity;
    else byFlavour.set(productId, { productId, name, quantity });
  };
  for (const line of lines) {
    if (line.boxParts) {
      for (const part of line.boxParts)
        add(part.productId, part.name, part.quantity * line.quantity);
    } else {
      add(line.productId, line.productName, line.quantity);
    }
  }
  return [...byFlavour.values()].sort(
    (a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, "pt-BR"),
  );
}

/**
 * The production list of a store's day: how many of each flavour to make for the day's
 * encomendas (every status but cancelled), the total, how many encomendas, and per slot how
 * many encomendas and picolés. The caller has checked that the staff member works at the store.
 */
export async function readProductionList(
  db: Database,
  query: ProductionQuery,
  now: Date = new Date(),
): Promise<ProductionList> {
  const store = await storeOfSchedule(db, query.storeId);
  const ofTheDay = and(
    eq(orders.storeId, store.id),
    eq(orders.scheduledDay, query.day),
    ne(orders.status, "cancelled"),
  );
  const [dayOrders, lines] = await Promise.all([
    db
      .select({ id: orders.id, scheduledFor: orders.scheduledFor, units: orders.scheduledUnits })
      .from(orders)
      .where(ofTheDay)
      .orderBy(asc(orders.scheduledFor)),
    db
      .select({
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        boxParts: orderItems.boxParts,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(ofTheDay),
  ]);

  const slots = new Map<string, ProductionSlot>();
  for (const order of dayOrders) {
    if (!order.scheduledFor) continue;
    const slotStart = order.scheduledFor.toISOString();
    const slot = slots.get(slotStart) ?? {
      slotStart,
      time: slotTime(order.scheduledFor, store.timeZone),
      orders: 0,
      units: 0,
    };
    slot.orders += 1;
    slot.units += order.units ?? 0;
    slots.set(slotStart, slot);
  }
  const flavours = flavoursToMake(lines);
  return {
    storeId: store.id,
    storeName: store.name,
    timeZone: store.timeZone,
    today: storeDate(now, store.timeZone),
    day: query.day,
    orders: dayOrders.length,
    totalUnits: flavours.reduce((sum, flavour) => sum + flavour.quantity, 0),
    flavours,
    slots: [...slots.values()],
  };
}
