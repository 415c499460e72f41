import { and, asc, between, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import {
  selectOrderSummaries,
  toOrderSummary,
} from "#server/services/admin-orders/order-summary.ts";
import type {
  ScheduledOrder,
  ScheduledOrders,
  ScheduledOrdersQuery,
} from "#shared/admin-scheduled-orders.ts";
import { slotTime } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { storeOfSchedule } from "./store-of-schedule.ts";

/**
 * A store's encomendas for the days from `from` to `to` (its own clock), in every status but
 * cancelled: those still waiting for their slot and those already in the queue or done. Each
 * carries what the board's card shows, plus its slot and the picolés it makes; earliest slot
 * first. The caller has checked that the staff member works at the store.
 */
export async function listScheduledOrders(
  db: Database,
  query: ScheduledOrdersQuery,
  now: Date = new Date(),
): Promise<ScheduledOrders> {
  const store = await storeOfSchedule(db, query.storeId);
  const rows = await selectOrderSummaries(db)
    .where(
      and(
        eq(orders.storeId, store.id),
        between(orders.scheduledDay, query.from, query.to),
        ne(orders.status, "cancelled"),
      ),
    )
    .orderBy(asc(orders.scheduledFor), asc(orders.createdAt), asc(orders.id));

  const scheduled = rows.flatMap((row): ScheduledOrder[] => {
    const { scheduledFor, scheduledDay, scheduledUnits } = row.order;
    if (!scheduledFor || !scheduledDay) return [];
    const { schedule: _slot, ...summary } = toOrderSummary(row, now);
    return [
      {
        ...summary,
        scheduledFor: scheduledFor.toISOString(),
        scheduledDay,
        slotTime: slotTime(scheduledFor, store.timeZone),
        units: scheduledUnits ?? 0,
      },
    ];
  });
  return {
    storeId: store.id,
    timeZone: store.timeZone,
    today: storeDate(now, store.timeZone),
    from: query.from,
    to: query.to,
    orders: scheduled,
  };
}
