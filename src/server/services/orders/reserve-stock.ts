import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { orderErrors } from "./errors.ts";

interface StockLine {
  productId: string;
  name: string;
  quantity: number;
}

/**
 * Takes the ordered quantities out of stock, inside the order's transaction. Each decrement is
 * one conditional UPDATE, so concurrent orders can never take stock below zero: the last units
 * go to whichever commits first and the others get a 409. Returns whether a product sold out.
 */
export async function reserveStock(tx: Database, lines: readonly StockLine[]): Promise<boolean> {
  // Two lines of one product (say, with different add-ons) draw on the same stock.
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    const merged = wanted.get(line.productId);
    if (merged) merged.quantity += line.quantity;
    else wanted.set(line.productId, { name: line.name, quantity: line.quantity });
  }

  // Every order locks its products in the same order (by id, compared by code unit so that
  // every instance agrees), so two orders sharing products cannot deadlock.
  const byId = [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let soldOut = false;
  for (const [productId, { name, quantity }] of byId) {
    const [left] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
      .returning({ stockQuantity: products.stockQuantity });
    if (!left) throw orderErrors.outOfStock(name);
    if (left.stockQuantity === 0) soldOut = true;
  }
  return soldOut;
}
