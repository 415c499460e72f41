import type { CatalogProduct } from "#shared/catalog.ts";
import type { BoxPartView } from "#shared/party-boxes.ts";

/** How many of each flavour the customer put in the box so far, by product id. */
export type BoxCounts = Readonly<Record<string, number>>;

/** A flavour the box may take, as its builder lists it. */
export type BoxFlavour = Pick<CatalogProduct, "id" | "name" | "imageUrl" | "soldOut">;

/**
 * The flavours a box allows, in the box's order, as the catalogue has them (a flavour HQ took
 * off the menu is not offered).
 */
export function boxFlavours(
  box: Pick<CatalogProduct, "box">,
  products: readonly CatalogProduct[],
): BoxFlavour[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return (box.box?.flavourIds ?? []).flatMap((id) => {
    const flavour = byId.get(id);
    return flavour && flavour.kind === "flavour" ? [flavour] : [];
  });
}

/**
 * The mix as the cart keeps it: the flavours that can go in now with a count, in the box's
 * order, with their names to show it.
 */
export function boxPartsFrom(flavours: readonly BoxFlavour[], counts: BoxCounts): BoxPartView[] {
  return flavours.flatMap((flavour) => {
    const quantity = counts[flavour.id] ?? 0;
    return quantity > 0 ? [{ productId: flavour.id, name: flavour.name, quantity }] : [];
  });
}

/** A flavour's new count, kept between 0 and what the box still has room for. */
export function withCount(
  counts: BoxCounts,
  flavourId: string,
  wanted: number,
  room: number,
): BoxCounts {
  const current = counts[flavourId] ?? 0;
  const quantity = Math.max(0, Math.min(Math.trunc(wanted) || 0, current + room));
  return { ...counts, [flavourId]: quantity };
}
