import type { CatalogStore } from "#shared/catalog.ts";
import type { DeliveriesPause } from "#shared/store-status.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { useLiveCatalog } from "#web/shop/features/catalog/catalog-context.ts";

/**
 * The store the customer chose: `store` as persisted in 'frosty-cart' (known at once, maybe
 * days old) and `live` as the catalogue has it now (the page's copy, then the server's answer,
 * asked for as the checkout opens), whose fees, bairros, payment methods, opening and pause of
 * deliveries are the ones that count. `pause`: staff's "só retirada" while it runs (the
 * catalogue may be a little older than its end).
 */
export function useChosenStore(): {
  store: CatalogStore | null;
  live: CatalogStore | null;
  isClosed: boolean;
  pause: DeliveriesPause | null;
} {
  const chosen = useCartStore((state) => state.selectedStore);
  const live = useLiveCatalog().stores.find((store) => store.id === chosen?.id) ?? null;
  return {
    store: chosen,
    live,
    isClosed: live ? !live.isOpen : false,
    // activePause() of store-status.ts, inlined: that module is a chunk the checkout need not load.
    pause:
      live?.deliveriesPause && Date.parse(live.deliveriesPause.until) > Date.now()
        ? live.deliveriesPause
        : null,
  };
}
