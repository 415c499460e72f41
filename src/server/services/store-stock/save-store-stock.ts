import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products, storeStock, stores } from "#server/db/schema.ts";
import { isOrderable } from "#shared/store-stock.ts";
import type {
  StoreStock,
  StoreStockInput,
  StoreStockLineInput,
} from "#shared/store-stock-schemas.ts";
import { storeStockErrors } from "./errors.ts";
import { readStoreStock } from "./read-store-stock.ts";

interface Stored {
  stockQuantity: number;
  isAvailable: boolean;
}

/** No row: none counted, switched on. */
const NOTHING_COUNTED: Stored = { stockQuantity: 0, isAvailable: true };

export interface SavedStoreStock {
  stock: StoreStock;
  /** Whether a flavour became orderable or stopped being so: the shop's catalogue changed. */
  availabilityChanged: boolean;
}

/**
 * The count a line leaves, given what the store holds now. Orders take units while staff
 * count: a count left as the screen showed it keeps what the store holds now (the units sold
 * stay sold), a new count over an unchanged stock is saved, and a new count over a stock that
 * changed is a conflict (null): staff must look at it again.
 */
function countAfterSave(line: StoreStockLineInput, stored: number): number | null {
  if (stored === line.expectedStockQuantity) return line.stockQuantity;
  if (line.stockQuantity === line.expectedStockQuantity) return stored;
  return null;
}

/**
 * Saves a store's counts and switches in one transaction; null when no store has this id.
 * The store's row is locked first (FOR NO KEY UPDATE: orders' foreign-key checks still pass),
 * so two saves of one store run one after the other; then its stock rows, by product, the
 * order an order batch locks them in, so a save and a batch wait for each other instead of
 * deadlocking. A conflict (see countAfterSave) refuses the whole save (409), naming what the
 * store holds now; nothing is written.
 */
export async function saveStoreStock(
  db: Database,
  storeId: string,
  input: StoreStockInput,
): Promise<SavedStoreStock | null> {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for("no key update");
    if (!store) return null;

    const ids = input.lines.map((line) => line.productId);
    const known = await tx
      .select({ id: products.id, name: products.name, kind: products.kind })
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
    const unknown = input.lines.findIndex(
      (line) => !known.some((row) => row.id === line.productId),
    );
    if (unknown >= 0) throw storeStockErrors.unknownProduct(unknown);
    // A party box has no count of its own: its picolés come from its flavours' stock
    // (orders/order-stock.ts), so a row for it would be a count nobody reads. Nothing is saved.
    const boxes = new Map(
      known.filter((row) => row.kind === "box").map((row) => [row.id, row.name]),
    );
    const box = input.lines.findIndex((line) => boxes.has(line.productId));
    if (box >= 0) {
      const line = input.lines[box] as StoreStockLineInput;
      throw storeStockErrors.boxHasNoStock(box, boxes.get(line.productId) ?? line.productId);
    }
    const names = new Map(known.map((row) => [row.id, row.name]));

    const locked = await tx
      .select({
        productId: storeStock.productId,
        stockQuantity: storeStock.stockQuantity,
        isAvailable: storeStock.isAvailable,
      })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, storeId), inArray(storeStock.productId, ids)))
      .orderBy(storeStock.productId)
      .for("update");
    const current = new Map(locked.map((row) => [row.productId, row as Stored]));

    const conflicts: { line: number; name: string; stockQuantity: number }[] = [];
    const writes: (Stored & { productId: string })[] = [];
    let availabilityChanged = false;
    input.lines.forEach((line, index) => {
      const row = current.get(line.productId);
      const before = row ?? NOTHING_COUNTED;
      const stockQuantity = countAfterSave(line, before.stockQuantity);
      if (stockQuantity === null) {
        conflicts.push({
          line: index,
          name: names.get(line.productId) ?? line.productId,
          stockQuantity: before.stockQuantity,
        });
        return;
      }
      const after = { stockQuantity, isAvailable: line.isAvailable };
      if (isOrderable(before) !== isOrderable(after)) availabilityChanged = true;
      const unchanged =
        row !== undefined &&
        row.stockQuantity === after.stockQuantity &&
        row.isAvailable === after.isAvailable;
      if (!unchanged) writes.push({ productId: line.productId, ...after });
    });
    if (conflicts.length > 0) throw storeStockErrors.stockChanged(conflicts);

    if (writes.length > 0) {
      await tx
        .insert(storeStock)
        .values(writes.map((write) => ({ storeId, ...write })))
        .onConflictDoUpdate({
          target: [storeStock.storeId, storeStock.productId],
          set: {
            stockQuantity: sql`excluded.stock_quantity`,
            isAvailable: sql`excluded.is_available`,
            updatedAt: sql`now()`,
          },
        });
    }
    const stock = await readStoreStock(tx, storeId);
    // Read in the transaction that just locked the store: it is there.
    return { stock: stock as StoreStock, availabilityChanged };
  });
}
