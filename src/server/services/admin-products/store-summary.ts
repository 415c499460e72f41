import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products, storeStock, stores } from "#server/db/schema.ts";
import type { AdminProduct } from "#shared/admin-products.ts";

type StoreSummary = Pick<AdminProduct, "soldOutStores" | "storeCount">;

/**
 * Where each product cannot be ordered now, across the chain's stores on the site: no stock
 * row (never counted), no units, or switched off by the store. One grouped query over the
 * stock rows (a few thousand), for every product or only `ids`.
 */
export async function storeSummaries(
  db: Database,
  ids?: readonly string[],
): Promise<(productId: string) => StoreSummary> {
  const [[active], soldOut] = await Promise.all([
    db.select({ n: count() }).from(stores).where(eq(stores.isActive, true)),
    db
      .select({
        productId: products.id,
        n: sql<number>`count(*) filter (where ${storeStock.productId} is null
          or not ${storeStock.isAvailable} or ${storeStock.stockQuantity} <= 0)::int`,
      })
      .from(products)
      .crossJoin(stores)
      .leftJoin(
        storeStock,
        and(eq(storeStock.storeId, stores.id), eq(storeStock.productId, products.id)),
      )
      .where(
        and(
          eq(stores.isActive, true),
          // A party box has no stock of its own: never "esgotado" for want of a row (0).
          eq(products.kind, "flavour"),
          ids ? inArray(products.id, [...ids]) : undefined,
        ),
      )
      .groupBy(products.id),
  ]);
  const byProduct = new Map(soldOut.map((row) => [row.productId, Number(row.n)]));
  const storeCount = Number(active?.n ?? 0);
  return (productId) => ({ soldOutStores: byProduct.get(productId) ?? 0, storeCount });
}
