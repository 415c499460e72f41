import type { ProductRow } from "./catalogue-facts.ts";
import { orderErrors } from "./errors.ts";

export interface StockLine {
  productId: string;
  name: string;
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
 * The stock of the products a batch orders, as read under their row locks; orders take from
 * it in arrival order. The last units go to whichever order comes first, the others get a 409,
 * and stock never goes below zero.
 */
export class StockLedger {
  private readonly left = new Map<string, number>();

  constructor(products: Map<string, ProductRow>) {
    for (const [id, product] of products) this.left.set(id, product.stockQuantity);
  }

  /** The out-of-stock error for the first product (by id) the order would overdraw, or null. */
  shortage(lines: readonly StockLine[]) {
    for (const [productId, { name, quantity }] of mergeLines(lines)) {
      if ((this.left.get(productId) ?? 0) < quantity) return orderErrors.outOfStock(name);
    }
    return null;
  }

  /** Takes the order's units; true when it took a product's last one. */
  take(lines: readonly StockLine[]): boolean {
    let soldOut = false;
    for (const [productId, { quantity }] of mergeLines(lines)) {
      const left = (this.left.get(productId) ?? 0) - quantity;
      this.left.set(productId, left);
      if (left === 0) soldOut = true;
    }
    return soldOut;
  }
}
