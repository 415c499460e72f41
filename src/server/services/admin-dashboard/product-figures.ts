import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, products } from "#server/db/schema.ts";
import { isSale } from "#server/services/sales/order-filters.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";

export const TOP_SELLER_COUNT = 5;

/**
 * The best sellers of all time at the stores counted, by units, over sales only (cancelled
 * orders do not count).
 */
export async function topSellers(
  db: Database,
  storeIds: StoreIds,
): Promise<DashboardFigures["topSellers"]> {
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
    .where(and(isSale, inScope(orders.storeId, storeIds)))
    .groupBy(orderItems.productId, products.name)
    .orderBy(desc(units), desc(revenue), asc(orderItems.productId))
    .limit(TOP_SELLER_COUNT);
}

/** The flavours on sale (active, not deleted): the only ones whose stock alarms anyone. */
export const onSale = and(
  eq(products.isActive, true),
  isNull(products.deletedAt),
  // A party box has no stock of its own: never low, its flavours are.
  eq(products.kind, "flavour"),
);
