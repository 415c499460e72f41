import type { ProductSize } from "./catalog.ts";
import { lineTotalCents, subtotalCents } from "./pricing.ts";

/** A line of the customer's cart, with the catalogue data it was added with. */
export interface CartItem {
  productId: string;
  name: string;
  imageUrl: string;
  basePriceCents: number;
  size: ProductSize;
  sizeModifierCents: number;
  addons: { id: string; name: string; priceCents: number }[];
  quantity: number;
}

/** Lines are the same when product, size and the set of add-ons are the same. */
export function cartLineKey(item: Pick<CartItem, "productId" | "size" | "addons">): string {
  const addonIds = item.addons.map((addon) => addon.id).sort();
  return [item.productId, item.size, ...addonIds].join("|");
}

/** Adds an item, merging it into an equal line by adding quantities. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  const key = cartLineKey(item);
  const existing = items.find((line) => cartLineKey(line) === key);
  if (!existing) return [...items, item];
  return items.map((line) =>
    line === existing ? { ...line, quantity: line.quantity + item.quantity } : line,
  );
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setCartQuantity(
  items: readonly CartItem[],
  key: string,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return items.filter((line) => cartLineKey(line) !== key);
  return items.map((line) => (cartLineKey(line) === key ? { ...line, quantity } : line));
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

function priced(item: CartItem) {
  return {
    basePriceCents: item.basePriceCents,
    sizeModifierCents: item.sizeModifierCents,
    addonPricesCents: item.addons.map((addon) => addon.priceCents),
    quantity: item.quantity,
  };
}

export function cartLineTotalCents(item: CartItem): number {
  return lineTotalCents(priced(item));
}

export function cartSubtotalCents(items: readonly CartItem[]): number {
  return subtotalCents(items.map(priced));
}
