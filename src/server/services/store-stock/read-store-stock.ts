import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products, storeStock, stores } from "#server/db/schema.ts";
import { LOW_STOCK_THRESHOLD } from "#shared/admin-dashboard.ts";
import { isOrderable } from "#shared/store-stock.ts";
import type { StoreStock, StoreStockLine } from "#shared/store-stock-schemas.ts";

/**
 * Sorted here rather than in SQL: PGlite compares text byte by byte and a PostgreSQL server by
 * its own locale, while staff expect Portuguese order whichever database runs.
 */
const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** The store's heading on the screen; null when no store has this id. */
export async function readStoreHeading(
  db: Database,
  storeId: string,
): Promise<StoreStock["store"] | null> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, city: stores.city, state: stores.state })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store ?? null;
}

/** A store's count and switch as the screen shows it (no row: none counted, switched on). */
export function stockLine(
  product: Pick<StoreStockLine, "productId" | "name" | "imageUrl">,
  row: { stockQuantity: number; isAvailable: boolean } | null,
): StoreStockLine {
  const stockQuantity = row?.stockQuantity ?? 0;
  const isAvailable = row?.isAvailable ?? true;
  return {
    ...product,
    stockQuantity,
    isAvailable,
    orderable: isOrderable({ stockQuantity, isAvailable }),
    lowStock: stockQuantity < LOW_STOCK_THRESHOLD,
  };
}

/**
 * Every flavour the chain sells (active, not deleted), by name, with this store's count and
 * switch; null when no store has this id. Any store, on the site or not: its staff still count.
 */
export async function readStoreStock(db: Database, storeId: string): Promise<StoreStock | null> {
  const [store, rows] = await Promise.all([
    readStoreHeading(db, storeId),
    db
      .select({
        productId: products.id,
        name: products.name,
        imageUrl: products.imageUrl,
        stockQuantity: storeStock.stockQuantity,
        isAvailable: storeStock.isAvailable,
      })
      .from(products)
      .leftJoin(
        storeStock,
        and(eq(storeStock.productId, products.id), eq(storeStock.storeId, storeId)),
      )
      // A party box has no stock of its own: its flavours' is what the store counts.
      .where(
        and(eq(products.isActive, true), isNull(products.deletedAt), eq(products.kind, "flavour")),
      ),
  ]);
  if (!store) return null;
  const lines = rows
    .map(({ stockQuantity, isAvailable, ...product }) =>
      stockLine(
        product,
        stockQuantity === null || isAvailable === null ? null : { stockQuantity, isAvailable },
      ),
    )
    .sort((a, b) => byName.compare(a.name, b.name) || a.productId.localeCompare(b.productId));
  return { store, lowStockBelow: LOW_STOCK_THRESHOLD, lines };
}
