import { type CartItem, cartSubtotalCents } from "#shared/cart.ts";

/**
 * The subtotal of the lines the chosen store can sell now: a line sold out there is shown (to be
 * removed, or the store changed) but not counted, since it cannot be bought.
 */
export function sellableSubtotalCents(
  items: readonly CartItem[],
  unavailableProductIds: readonly string[] = [],
): number {
  if (unavailableProductIds.length === 0) return cartSubtotalCents(items);
  const unavailable = new Set(unavailableProductIds);
  return cartSubtotalCents(items.filter((item) => !unavailable.has(item.productId)));
}
