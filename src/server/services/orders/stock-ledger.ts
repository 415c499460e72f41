import { type StockFact, stockKey } from "./catalogue-facts.ts";
import { orderErrors } from "./errors.ts";

export interface StockLine {
  productId: string;
  name: string;
  quantity: number;
  /** The order line it comes from (a box's flavours all come from the box's line). */
  line: number;
}

/**
 * The units an order's lines take from stock: a flavour's line its quantity, a party box each
 * of its flavours times the boxes (a box has no stock of its own).
 */
export function stockLinesOf(
  lines: readonly {
    productId: string;
    name: string;
    quantity: number;
    boxParts: readonly { productId: string; name: string; quantity: number }[] | null;
  }[],
): StockLine[] {
  return lines.flatMap((line, index) =>
    line.boxParts
      ? line.boxParts.map((part) => ({
          productId: part.productId,
          name: part.name,
          quantity: part.quantity * line.quantity,
          line: index,
        }))
      : [{ productId: line.productId, name: line.name, quantity: line.quantity, line: index }],
  );
}

/** One (store, product) pair an order takes units of. */
export interface StockTake {
  storeId: string;
  productId: string;
  quantity: number;
}

/** By product id compared by code unit, so that every instance sorts the same way. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Two lines of one product (say, with different add-ons) draw on the same stock. */
function mergeLines(lines: readonly StockLine[]): [string, StockLine][] {
  const wanted = new Map<string, StockLine>();
  for (const line of lines) {
    const merged = wanted.get(line.productId);
    if (merged) merged.quantity += line.quantity;
    else wanted.set(line.productId, { ...line });
  }
  return [...wanted].sort(([a], [b]) => byId(a, b));
}

/**
 * The stock of the (store, product) pairs a batch orders, as read under their row locks;
 * orders take from it in arrival order, each from its own store. The last units go to
 * whichever order comes first, the others get a 409, and stock never goes below zero. A
 * flavour switched off at a store (or with no row there) has nothing to give.
 */
export class StockLedger {
  private readonly left = new Map<string, number>();

  constructor(stock: ReadonlyMap<string, StockFact>) {
    for (const [key, fact] of stock) this.left.set(key, fact.isAvailable ? fact.stockQuantity : 0);
  }

  private unitsLeft(storeId: string, productId: string): number {
    return this.left.get(stockKey(storeId, productId)) ?? 0;
  }

  /**
   * The out-of-stock error for the first product (by id) the order would overdraw at its
   * store, naming the units left there, or null.
   */
  shortage(storeId: string, lines: readonly StockLine[]) {
    for (const [productId, { name, quantity }] of mergeLines(lines)) {
      const left = this.unitsLeft(storeId, productId);
      if (left < quantity) {
        const lineIndexes = [
          ...new Set(lines.flatMap((line) => (line.productId === productId ? [line.line] : []))),
        ];
        return orderErrors.outOfStock(name, left, lineIndexes);
      }
    }
    return null;
  }

  /** Takes the order's units at its store; what it took, one entry per product. */
  take(storeId: string, lines: readonly StockLine[]): StockTake[] {
    return mergeLines(lines).map(([productId, { quantity }]) => {
      this.left.set(stockKey(storeId, productId), this.unitsLeft(storeId, productId) - quantity);
      return { storeId, productId, quantity };
    });
  }
}
