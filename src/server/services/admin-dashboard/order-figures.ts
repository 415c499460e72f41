import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { customerKey, isSale, picolesOfLine } from "#server/services/sales/order-filters.ts";
import {
  dayInStoreDays,
  dayOfOrder,
  orderInStoreDays,
  type StoreDays,
} from "#server/services/sales/store-days.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";

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
 * customers active in `activeDays`, this month's sales (`month`): each store's own days, an
 * encomenda in the day it is for.
 */
export async function orderFigures(
  db: Database,
  days: { activeDays: StoreDays; month: StoreDays },
  storeIds: StoreIds,
): Promise<OrderFigures> {
  const [row] = await db
    .select({
      orderCount: sql`count(*)`.mapWith(Number),
      activeCustomers: customersWhere(both(isSale, orderInStoreDays(days.activeDays))),
      currentMonthSalesCents: sumWhere(
        orders.totalCents,
        both(isSale, orderInStoreDays(days.month)),
      ),
    })
    .from(orders)
    .where(ofStores(storeIds));
  // An aggregate without GROUP BY always yields exactly one row.
  if (!row) throw new Error("orderFigures: no row");
  return row;
}

/**
 * Customers (phones) whose first sale at the stores counted falls in the current month: the
 * day of their earliest sale (its store's day), in the month of that store's today.
 */
export async function newCustomersThisMonth(
  db: Database,
  month: StoreDays,
  storeIds: StoreIds,
): Promise<number> {
  const firstSales = db
    .selectDistinctOn([customerKey], {
      storeId: sql<string>`${orders.storeId}`.as("first_store_id"),
      day: sql<string>`${dayOfOrder}`.as("first_day"),
    })
    .from(orders)
    .where(both(isSale, ofStores(storeIds)))
    .orderBy(customerKey, dayOfOrder, orders.createdAt)
    .as("first_sales");
  const [row] = await db
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(firstSales)
    .where(dayInStoreDays(month, sql`${firstSales.storeId}`, sql`${firstSales.day}`));
  return row?.count ?? 0;
}

/**
 * Picolés sold this month at the stores counted, each in its store's days (the gauge's goal): a
 * party box counts its picolés.
 */
export async function unitsSoldThisMonth(
  db: Database,
  month: StoreDays,
  storeIds: StoreIds,
): Promise<number> {
  const [row] = await db
    .select({ units: sql`coalesce(sum(${picolesOfLine}), 0)`.mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isSale, orderInStoreDays(month), ofStores(storeIds)));
  return row?.units ?? 0;
}
