import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, products } from "#server/db/schema.ts";
import { isSale } from "#server/services/sales/order-filters.ts";
import { type DashboardFigures, LOW_STOCK_THRESHOLD } from "#shared/admin-dashboard.ts";

export const TOP_SELLER_COUNT = 5;

/** The best sellers of all time by units, over sales only (cancelled orders do not count). */
export async function topSellers(db: Database): Promise<DashboardFigures["topSellers"]> {
  const units = sql`sum(${orderItems.quantity})`;
  const revenue = sql`sum(${orderItems.lineTotalCents})`;
  return db
    .select({
      productId: orderItems.productId,
      // Today's name: a renamed flavour is listed under the name staff know it by.
      name: products.name,
      quantity: units.mapWith(Number),
      revenueCents: revenue.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(isSale)
    .groupBy(orderItems.productId, products.name)
    .orderBy(desc(units), desc(revenue), asc(orderItems.productId))
    .limit(TOP_SELLER_COUNT);
}

/** Products on sale with fewer than LOW_STOCK_THRESHOLD units, the emptiest first. */
export async function lowStock(db: Database): Promise<DashboardFigures["lowStock"]> {
  return db
    .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(eq(products.isActive, true), lt(products.stockQuantity, LOW_STOCK_THRESHOLD)))
    .orderBy(asc(products.stockQuantity), asc(products.id));
}
