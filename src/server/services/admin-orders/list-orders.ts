import { and, asc, count, desc, eq, isNull, notInArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import {
  type AdminOrderFilters,
  type AdminOrderList,
  BOARD_STATUSES,
  type BoardStatus,
  isWorkingStatus,
  ORDERS_PER_STATUS_LIMIT,
} from "#shared/admin-orders.ts";
import type { OrderStatus } from "#shared/orders.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";
import { orderFilterConditions } from "./order-search.ts";
import { selectOrderSummaries, toOrderSummary } from "./order-summary.ts";

/** Oldest first where the kitchen works (who waits longest is next), newest first in history. */
function columnOrder(status: OrderStatus) {
  return isWorkingStatus(status)
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
}

/**
 * The queue: orders matching the filters within the staff member's stores, at most
 * ORDERS_PER_STATUS_LIMIT in each status (a busy day's delivered orders must not push the
 * pending ones out), plus how many match in each status. Each card carries what the kitchen
 * reads at a glance: the short number, the lines, the receiving method, the waiting time and
 * whether the order is late. An encomenda still waiting for its slot (`scheduled`) is not on the
 * board: "Agendados" lists it (services/scheduled-orders/).
 */
export async function listAdminOrders(
  db: Database,
  filters: AdminOrderFilters,
  scope: OrderScope,
  now: Date = new Date(),
): Promise<AdminOrderList> {
  const matching = and(withinScope(scope), orderFilterConditions(filters));
  const statuses = filters.status ? [filters.status] : BOARD_STATUSES;

  // One query per status, each stopping at the limit, rather than ranking every matching
  // order: a year of delivered orders costs no more than a quiet morning.
  const [columns, perStatus] = await Promise.all([
    Promise.all(
      statuses.map((status) =>
        selectOrderSummaries(db)
          .where(and(matching, eq(orders.status, status)))
          .orderBy(...columnOrder(status))
          .limit(ORDERS_PER_STATUS_LIMIT),
      ),
    ),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(
        and(
          matching,
          filters.status
            ? eq(orders.status, filters.status)
            : notInArray(orders.status, ["scheduled"]),
        ),
      )
      .groupBy(orders.status),
  ]);

  const counts = Object.fromEntries(BOARD_STATUSES.map((status) => [status, 0])) as Record<
    BoardStatus,
    number
  >;
  for (const row of perStatus) {
    if (row.status !== "scheduled") counts[row.status] = Number(row.count);
  }

  // Grouped by status (BOARD_STATUSES' order), each status in its column's order.
  const summaries = columns.flat().map((row) => toOrderSummary(row, now));
  return { orders: summaries, counts, limitPerStatus: ORDERS_PER_STATUS_LIMIT };
}

/**
 * Orders no staff member has opened yet, in these stores: the number on the "Pedidos" badge. A
 * Pix order still awaiting its money is not one to make yet: it counts once confirmed; nor is an
 * encomenda waiting for its slot: it counts once it enters the queue.
 */
export async function countUnseenOrders(db: Database, scope: OrderScope): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        isNull(orders.seenAt),
        notInArray(orders.status, ["awaiting_payment", "scheduled"]),
        withinScope(scope),
      ),
    );
  return Number(row?.count ?? 0);
}
