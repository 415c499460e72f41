import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders, stores } from "#server/db/schema.ts";
import type { StoreIds } from "#server/services/sales/store-scope.ts";
import type { ReportPeriod, ReportSummary } from "#shared/admin-reports.ts";
import type { OrderStatus } from "#shared/order-terms.ts";
import { byName, orderCount, salesIn } from "./sales-breakdowns.ts";

/** Where a move out of Pendente takes an accepted order (staff may skip a step, decision 007). */
const ACCEPTED_STATUSES: OrderStatus[] = ["preparing", "ready", "out_for_delivery", "delivered"];

/** When staff first accepted the order: its first move from Pendente onwards; null if never. */
const acceptedAt = sql`(
  select min(${orderStatusHistory.changedAt}) from ${orderStatusHistory}
  where ${and(
    eq(orderStatusHistory.orderId, orders.id),
    eq(orderStatusHistory.fromStatus, "pending"),
    inArray(orderStatusHistory.toStatus, ACCEPTED_STATUSES),
  )}
)`;

/** Where an order is ready or past it (its first move there: when it was ready). */
const READY_STATUSES: OrderStatus[] = ["ready", "out_for_delivery", "delivered"];

/** When the order was first ready (or handed over, a step skipped); null if never. */
const readyAt = sql`(
  select min(${orderStatusHistory.changedAt}) from ${orderStatusHistory}
  where ${and(
    eq(orderStatusHistory.orderId, orders.id),
    inArray(orderStatusHistory.toStatus, READY_STATUSES),
  )}
)`;

/**
 * Late, as the board and Lojas ao vivo mark it (admin-orders/lateness.ts): from `created_at` +
 * the store's `late_after_minutes` on, an order still in Pendente is late. So an order accepted
 * at or after that instant was late; one never accepted is late if it is still waiting past it.
 * An encomenda is late when it is not ready at the start of its slot: ready at or after it, or
 * never ready and still to be made past it.
 */
function isLate(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lateAt = sql`(${orders.createdAt} + make_interval(mins => ${stores.lateAfterMinutes}))`;
  const slot = orders.scheduledFor;
  return sql`(case
    when ${slot} is not null then (case when ${readyAt} is not null then ${readyAt} >= ${slot}
      else ${orders.status} in ('scheduled', 'pending', 'preparing') and ${slot} <= ${at} end)
    when ${acceptedAt} is not null then ${acceptedAt} >= ${lateAt}
    else ${orders.status} = 'pending' and ${lateAt} <= ${at} end)`;
}

/** Each store with orders that count in the period: how many were late; the worst rate first. */
export async function lateByStore(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
  now: Date,
): Promise<ReportSummary["lateByStore"]> {
  const rows = await db
    .select({
      storeId: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      lateAfterMinutes: stores.lateAfterMinutes,
      orderCount,
      lateCount: sql`count(*) filter (where ${isLate(now)})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(salesIn(period, storeIds))
    .groupBy(stores.id, stores.name, stores.city, stores.state, stores.lateAfterMinutes);
  return rows
    .map((row) => ({
      ...row,
      latePercent: Math.round((row.lateCount * 1000) / row.orderCount) / 10,
    }))
    .sort(
      (a, b) =>
        b.latePercent - a.latePercent ||
        b.lateCount - a.lateCount ||
        byName.compare(a.name, b.name),
    );
}
