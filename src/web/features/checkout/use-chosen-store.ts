import type { CatalogStore } from "#shared/catalog.ts";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { useCatalog } from "#web/features/catalog/api.ts";

/**
 * The store the customer chose: `store` as persisted in 'frosty-cart' (known at once, maybe
 * days old) and `live` as the catalogue has it now (null until it is loaded), whose fees,
 * bairros, payment methods and opening are the ones that count.
 */
export function useChosenStore(): {
  store: CatalogStore | null;
  live: CatalogStore | null;
  isClosed: boolean;
} {
  const chosen = useCartStore((state) => state.selectedStore);
  const live = useCatalog().data?.stores.find((store) => store.id === chosen?.id) ?? null;
  return { store: chosen, live, isClosed: live ? !live.isOpen : false };
}
