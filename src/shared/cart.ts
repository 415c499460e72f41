import type { CatalogProduct, ProductSize } from "./catalog.ts";
import type { CreateOrderInput } from "./orders.ts";
import { type BoxPart, type BoxPartView, lineUnits } from "./party-boxes.ts";
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
  /**
   * A party box's mix, per box, with the flavours' names to show it; absent on a flavour's line
   * (and on every line a cart saved before boxes existed).
   */
  boxParts?: BoxPartView[];
}

/** A box's parts in one order, whatever order the customer filled them in. */
function mixKey(parts: readonly BoxPart[]): string {
  return parts
    .filter((part) => part.quantity > 0)
    .map((part) => `${part.productId}*${part.quantity}`)
    .sort()
    .join(",");
}

/**
 * Lines are the same when product, size and the set of add-ons are the same, and, for a party
 * box, its mix: two boxes of the same mix are one line of 2, another mix is another line.
 */
export function cartLineKey(
  item: Pick<CartItem, "productId" | "size" | "addons" | "boxParts">,
): string {
  const addonIds = item.addons.map((addon) => addon.id).sort();
  const mix = item.boxParts ? [`box:${mixKey(item.boxParts)}`] : [];
  return [item.productId, item.size, ...addonIds, ...mix].join("|");
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

/** The picolés the cart makes: a box counts its size per box (the schedule's `units`). */
export function cartUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + lineUnits(line), 0);
}

/**
 * The notice the cart needs, in hours: the largest lead time of its party boxes (each box's
 * own, from the catalogue), 0 without boxes (the schedule's `leadHours`).
 */
export function cartLeadHours(
  items: readonly Pick<CartItem, "productId">[],
  products: readonly Pick<CatalogProduct, "id" | "box">[],
): number {
  const leadById = new Map(
    products.flatMap((product) => (product.box ? [[product.id, product.box.leadHours]] : [])),
  );
  return items.reduce((most, line) => Math.max(most, leadById.get(line.productId) ?? 0), 0);
}

/** The flavours a line takes from the store: a box's parts, else its own product. */
export function lineProductIds(item: Pick<CartItem, "productId" | "boxParts">): string[] {
  return item.boxParts ? item.boxParts.map((part) => part.productId) : [item.productId];
}

/**
 * The order request's `items` for the cart's lines: ids and counts only (the server prices
 * them); a party box carries its mix, per box.
 */
export function orderItemsOf(items: readonly CartItem[]): CreateOrderInput["items"] {
  return items.map((item) => ({
    productId: item.productId,
    size: item.size,
    addonIds: item.addons.map((addon) => addon.id),
    quantity: item.quantity,
    ...(item.boxParts && {
      boxParts: item.boxParts.map(({ productId, quantity }) => ({ productId, quantity })),
    }),
  }));
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
