import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products, storeStock, stores } from "#server/db/schema.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import {
  type DashboardFigures,
  LOW_STOCK_STORE_COUNT,
  LOW_STOCK_THRESHOLD,
} from "#shared/admin-dashboard.ts";
import { onSale } from "./product-figures.ts";

type LowStock = DashboardFigures["lowStock"];

/** A store's count of a flavour: no row is none in stock (store_stock). */
const units = sql<number>`coalesce(${storeStock.stockQuantity}, 0)`;

/**
 * The stores counted: the chain's are the ones on the site (a store off the site sells
 * nothing); stores asked for by id are counted whatever their state.
 */
const storesCounted = (storeIds: StoreIds): SQL =>
  storeIds === null ? eq(stores.isActive, true) : inScope(stores.id, storeIds);

/** A (store, flavour) pair's stock row, if it has one. */
const stockOfPair = and(eq(storeStock.storeId, stores.id), eq(storeStock.productId, products.id));

/** A pair of a store counted and a flavour on sale, under the threshold. */
const lowPairOf = (storeIds: StoreIds) =>
  and(storesCounted(storeIds), onSale, lt(units, LOW_STOCK_THRESHOLD));

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });
const numericIds = new Intl.Collator("en", { numeric: true });

/** One store: its flavours under the threshold, the emptiest first. */
async function lowFlavoursOf(db: Database, storeId: string): Promise<LowStock> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      stockQuantity: units.mapWith(Number),
      isAvailable: sql<boolean>`coalesce(${storeStock.isAvailable}, true)`,
    })
    .from(stores)
    .innerJoin(products, sql`true`)
    .leftJoin(storeStock, stockOfPair)
    .where(lowPairOf([storeId]));
  const flavours = rows.sort(
    (a, b) => a.stockQuantity - b.stockQuantity || byName.compare(a.name, b.name),
  );
  return {
    pairCount: flavours.length,
    storeCount: flavours.length > 0 ? 1 : 0,
    flavours,
    stores: [],
  };
}

/** Several stores (or the chain): how many pairs are low, and the stores with most of them. */
async function lowStores(db: Database, storeIds: StoreIds): Promise<LowStock> {
  const lowCount = sql`count(*)`.mapWith(Number);
  const outCount = sql`count(*) filter (where ${units} = 0)`.mapWith(Number);
  const rows = await db
    .select({
      storeId: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      lowCount,
      outCount,
    })
    .from(stores)
    .innerJoin(products, sql`true`)
    .leftJoin(storeStock, stockOfPair)
    .where(lowPairOf(storeIds))
    .groupBy(stores.id, stores.name, stores.city, stores.state);
  const ranked = rows.sort(
    (a, b) =>
      b.lowCount - a.lowCount ||
      b.outCount - a.outCount ||
      numericIds.compare(a.storeId, b.storeId),
  );
  return {
    pairCount: ranked.reduce((total, store) => total + store.lowCount, 0),
    storeCount: ranked.length,
    flavours: [],
    stores: ranked.slice(0, LOW_STOCK_STORE_COUNT),
  };
}

/**
 * Low stock (under LOW_STOCK_THRESHOLD units, per store, flavours on sale): for one store its
 * flavours; for several stores or the chain, the count of low (store, flavour) pairs and the
 * stores most affected.
 */
export function lowStock(db: Database, storeIds: StoreIds): Promise<LowStock> {
  const [only] = storeIds ?? [];
  return storeIds?.length === 1 && only !== undefined
    ? lowFlavoursOf(db, only)
    : lowStores(db, storeIds);
}
