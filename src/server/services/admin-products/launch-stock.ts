/**
 * A new flavour's initial stock at the stores HQ chose. The model (schema.ts, store_stock): a
 * store without a row holds none (switched on, so it sells as soon as it counts some in), so
 * the stores not chosen are left without one; each chosen store gets a row with the quantity.
 */

import type { Database } from "#server/db/client.ts";
import { storeStock } from "#server/db/schema.ts";
import { targetStoreIds } from "#server/services/admin-stores/store-targets.ts";
import type { InitialStock } from "#shared/admin-products.ts";

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters. */
const INSERT_CHUNK = 1000;

/** The stores the launch reaches; 422 for a store, city or state that has none. */
export function launchStoreIds(db: Database, initialStock: InitialStock): Promise<string[]> {
  return targetStoreIds(db, initialStock.stores, {
    path: ["initialStock", "stores"],
    emptyMessage: "Escolha ao menos uma loja para o estoque inicial",
  });
}

/** Counts `quantity` units of the new product in at each store (it has no rows yet). */
export async function stockLaunch(
  tx: Database,
  productId: string,
  storeIds: readonly string[],
  quantity: number,
): Promise<void> {
  const rows = storeIds.map((storeId) => ({
    storeId,
    productId,
    stockQuantity: quantity,
    isAvailable: true,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(storeStock).values(rows.slice(start, start + INSERT_CHUNK));
  }
}
