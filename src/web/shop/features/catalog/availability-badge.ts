import type { CatalogProduct, CatalogStore } from "#shared/catalog.ts";
import { SOLD_OUT_AT_STORE_LABEL } from "#shared/store-stock.ts";
import { type Availability, availabilityAt } from "./store-availability.ts";

/**
 * A card's "Esgotado" badge. The server draws it from the catalogue (sold out at every store);
 * once a store is chosen the store-availability island redraws it on every card of the page
 * from that store's stock: the grid itself stays plain HTML and ships no JavaScript.
 */
export const SOLD_OUT_BADGE_CLASS =
  "rounded-full bg-ink/10 px-2 py-0.5 text-right font-semibold text-xs";
export const SOLD_OUT_TEST_ID = "sold-out";

/** What a card carries for the island: its product's id, on the card's element. */
export const CARD_PRODUCT_ATTRIBUTE = "data-product-id";
/** The element of a card the badge goes in (after the price). */
export const PRICE_LINE_ATTRIBUTE = "data-price-line";

export function soldOutLabel(availability: Availability): string | null {
  if (availability === "available") return null;
  return availability === "soldOutHere" ? SOLD_OUT_AT_STORE_LABEL : "Esgotado";
}

/**
 * Marks every product card under `root` with its flavour's availability at `store` (or, with
 * none chosen, at every store). Idempotent: run again whenever the store or its stock changes.
 */
export function markCardAvailability(
  root: ParentNode,
  products: readonly Pick<CatalogProduct, "id" | "soldOut">[],
  store: Pick<CatalogStore, "unavailableProductIds"> | null,
): void {
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const card of root.querySelectorAll<HTMLElement>(`[${CARD_PRODUCT_ATTRIBUTE}]`)) {
    const product = byId.get(card.getAttribute(CARD_PRODUCT_ATTRIBUTE) ?? "");
    const line = card.querySelector(`[${PRICE_LINE_ATTRIBUTE}]`);
    if (!product || !line) continue;
    const label = soldOutLabel(availabilityAt(product, store));
    let badge = line.querySelector<HTMLElement>(`[data-testid="${SOLD_OUT_TEST_ID}"]`);
    if (!label) {
      badge?.remove();
      continue;
    }
    if (!badge) {
      badge = document.createElement("span");
      badge.className = SOLD_OUT_BADGE_CLASS;
      badge.dataset.testid = SOLD_OUT_TEST_ID;
      line.append(badge);
    }
    if (badge.textContent !== label) badge.textContent = label;
  }
}
