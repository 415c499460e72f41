import type { CreateOrder } from "#shared/orders.ts";
import type { BoxPartView } from "#shared/party-boxes.ts";
import type { CatalogueFacts, ProductRow } from "./catalogue-facts.ts";
import { orderErrors } from "./errors.ts";

type OrderItem = CreateOrder["items"][number];

/**
 * A party box's mix as the order keeps it, checked against the box: every place filled (the
 * parts add up to its size), each flavour one the box allows, on sale, and named once. Null
 * for a flavour's line, which may not carry parts. The store's stock of each flavour is the
 * stock ledger's to check (a box has none of its own).
 */
export function boxPartsOf(
  facts: CatalogueFacts,
  product: ProductRow,
  item: OrderItem,
  line: number,
): BoxPartView[] | null {
  if (product.kind !== "box") {
    if (item.boxParts) throw orderErrors.notABox(line);
    return null;
  }
  const parts = item.boxParts;
  if (!parts || parts.length === 0) throw orderErrors.boxNeedsParts(line);
  const size = product.boxSize ?? 0;
  const filled = parts.reduce((sum, part) => sum + part.quantity, 0);
  if (filled !== size) throw orderErrors.boxNotFull(line, size, filled);
  if (new Set(parts.map((part) => part.productId)).size !== parts.length) {
    throw orderErrors.duplicateBoxPart(line);
  }
  const allowed = new Set(product.boxFlavourIds ?? []);
  return parts.map((part, index) => {
    const flavour = facts.products.get(part.productId);
    if (!flavour?.isActive || flavour.kind !== "flavour" || !allowed.has(flavour.id)) {
      throw orderErrors.flavourNotInBox(line, index, flavour?.name ?? part.productId);
    }
    return { productId: flavour.id, name: flavour.name, quantity: part.quantity };
  });
}
