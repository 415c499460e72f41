import { type AnyColumn, and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { customerKey, isConfirmed, isSale } from "#server/services/sales/order-filters.ts";
import {
  monthStart,
  nextMonthStart,
  placedInActiveWindow,
  placedInMonthOf,
} from "#server/services/sales/shop-calendar.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";

export interface OrderFigures {
  orderCount: number;
  saleCount: number;
  totalSalesCents: number;
  confirmedOrders: number;
  activeCustomers: number;
  currentMonthSalesCents: number;
}

// Aggregates come back as bigint (a string from node-postgres): read them as numbers.
const countWhere = (where: SQL) => sql`count(*) filter (where ${where})`.mapWith(Number);
const sumWhere = (column: AnyColumn, where: SQL) =>
  sql`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(Number);
const customersWhere = (where: SQL) =>
  sql`count(distinct ${customerKey}) filter (where ${where})`.mapWith(Number);
const both = (a: SQL, b: SQL): SQL => sql`(${a} and ${b})`;

/** The orders of the stores counted. */
const ofStores = (storeIds: StoreIds) => inScope(orders.storeId, storeIds);

/** Counts and sums over the orders of the stores counted, in one pass. */
export async function orderFigures(
  db: Database,
  now: Date,
  storeIds: StoreIds,
): Promise<OrderFigures> {
  const [row] = await db
    .select({
      orderCount: sql`count(*)`.mapWith(Number),
      saleCount: countWhere(isSale),
      totalSalesCents: sumWhere(orders.totalCents, isSale),
      confirmedOrders: countWhere(isConfirmed),
      activeCustomers: customersWhere(both(isSale, placedInActiveWindow(now))),
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
