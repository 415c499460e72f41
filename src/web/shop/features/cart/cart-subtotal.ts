import { type CartItem, cartSubtotalCents } from "#shared/cart.ts";
import { linesUnavailableAt } from "#shared/store-stock.ts";

/**
 * The subtotal of the lines the chosen store can sell now: a line sold out there is shown (to be
 * removed, or the store changed) but not counted, since it cannot be bought.
 */
export function sellableSubtotalCents(
  items: readonly CartItem[],
  unavailableProductIds: readonly string[] = [],
): number {
  const unavailable = linesUnavailableAt(items, unavailableProductIds);
  return cartSubtotalCents(items.filter((item) => !unavailable.includes(item)));
}
