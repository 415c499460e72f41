import { type CartItem, cartLeadHours, cartUnits } from "#shared/cart.ts";
import type { CatalogProduct } from "#shared/catalog.ts";

/** What the cart asks of a schedule: its picolés, its notice, and whether it must be scheduled. */
export interface CartSchedule {
  /** The picolés the cart makes (a box counts its size per box). */
  units: number;
  /** The largest lead time of its products, in hours (0 without party boxes). */
  leadHours: number;
  /** A party box in the cart: made to order, so "Agora" is no choice. */
  hasBox: boolean;
}

export function cartSchedule(
  items: readonly CartItem[],
  products: readonly Pick<CatalogProduct, "id" | "kind" | "box">[],
): CartSchedule {
  const boxIds = new Set(products.filter((p) => p.kind === "box").map((p) => p.id));
  return {
    units: cartUnits(items),
    leadHours: cartLeadHours(items, products),
    hasBox: items.some((line) => line.boxParts !== undefined || boxIds.has(line.productId)),
  };
}
