import { type AnyColumn, and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { placedInPeriod } from "#server/services/admin-reports/report-period.ts";
import { customerKey, isSale } from "#server/services/sales/order-filters.ts";
import {
  monthStart,
  nextMonthStart,
  placedInMonthOf,
} from "#server/services/sales/shop-calendar.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import type { DayPeriod } from "#shared/shop-calendar.ts";

export interface OrderFigures {
  orderCount: number;
  activeCustomers: number;
  currentMonthSalesCents: number;
}

// Aggregates come back as bigint (a string from node-postgres): read them as numbers.
const sumWhere = (column: AnyColumn, where: SQL) =>
  sql`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(Number);
const customersWhere = (where: SQL) =>
  sql`count(distinct ${customerKey}) filter (where ${where})`.mapWith(Number);
const both = (a: SQL, b: SQL): SQL => sql`(${a} and ${b})`;

/** The orders of the stores counted. */
const ofStores = (storeIds: StoreIds) => inScope(orders.storeId, storeIds);

/**
 * Counts and sums over the orders of the stores counted, in one pass: any order at all, the
 * customers active in `activeDays` (São Paulo days), this month's sales.
 */
export async function orderFigures(
  db: Database,
  now: Date,
  activeDays: DayPeriod,
  storeIds: StoreIds,
): Promise<OrderFigures> {
  const [row] = await db
    .select({
      orderCount: sql`count(*)`.mapWith(Number),
      activeCustomers: customersWhere(both(isSale, placedInPeriod(activeDays))),
      currentMonthSalesCents: sumWhere(orders.totalCents, both(isSale, placedInMonthOf(now))),
    })
    .from(orders)
    .where(ofStores(storeIds));
  // An aggregate without GROUP BY always yields exactly one row.
  if (!row) throw new Error("orderFigures: no row");
  return row;
}

/**
 * Customers (phones) whose first sale at the stores counted falls in the current São Paulo
 * month.
 */
export async function newCustomersThisMonth(
  db: Database,
  now: Date,
  storeIds: StoreIds,
): Promise<number> {
  const firstSales = db
    .select({ firstSaleAt: sql<Date>`min(${orders.createdAt})`.as("first_sale_at") })
    .from(orders)
    .where(both(isSale, ofStores(storeIds)))
    .groupBy(customerKey)
    .as("first_sales");
  const [row] = await db
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(firstSales)
    .where(
      and(
        gte(firstSales.firstSaleAt, monthStart(now)),
        lt(firstSales.firstSaleAt, nextMonthStart(now)),
      ),
    );
  return row?.count ?? 0;
}

/** Units sold this São Paulo month at the stores counted (the gauge's second goal). */
export async function unitsSoldThisMonth(
  db: Database,
  now: Date,
  storeIds: StoreIds,
): Promise<number> {
  const [row] = await db
    .select({ units: sql`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isSale, placedInMonthOf(now), ofStores(storeIds)));
  return row?.units ?? 0;
}
