import type { CatalogProduct, CatalogStore } from "#shared/catalog.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { useCatalog } from "./catalog-context.ts";

/** Whether a flavour can be added to the cart now. */
export type Availability = "available" | "soldOutHere" | "soldOut";

/**
 * The store the customer chose, as the live catalogue has it (the copy persisted in
 * 'frosty-cart' may be days old: its flavours on sale are read from the catalogue).
 */
export function useLiveChosenStore(): CatalogStore | null {
  const chosenId = useCartStore((state) => state.selectedStore?.id);
  const stores = useCatalog().stores;
  return stores?.find((store) => store.id === chosenId) ?? null;
}

/**
 * With a store chosen: whether that store sells the flavour now. With none: whether any store
 * does (the catalogue's soldOut). The server decides again when the order is placed.
 */
export function availabilityAt(
  product: Pick<CatalogProduct, "id" | "soldOut">,
  store: Pick<CatalogStore, "unavailableProductIds"> | null,
): Availability {
  if (store) return store.unavailableProductIds.includes(product.id) ? "soldOutHere" : "available";
  return product.soldOut ? "soldOut" : "available";
}

export function useAvailability(product: Pick<CatalogProduct, "id" | "soldOut">): Availability {
  return availabilityAt(product, useLiveChosenStore());
}
