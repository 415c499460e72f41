import type { CatalogStore } from "#shared/catalog.ts";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { useCatalog } from "#web/features/catalog/api.ts";

/**
 * The store the customer chose, as the catalogue has it now. The persisted copy in
 * 'frosty-cart' may be days old, so whether it is open is read from the live catalogue.
 */
export function useChosenStore(): { store: CatalogStore | null; isClosed: boolean } {
  const chosen = useCartStore((state) => state.selectedStore);
  const live = useCatalog().data?.stores.find((store) => store.id === chosen?.id);
  return { store: chosen, isClosed: live ? !live.isOpen : false };
}
