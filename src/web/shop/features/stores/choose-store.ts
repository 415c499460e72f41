import type { CatalogStore } from "#shared/catalog.ts";
import {
  linesUnavailableAt,
  unavailableInCartMessage,
  unavailableLineNames,
} from "#shared/store-stock.ts";
import { toast, toastOnNextPage } from "#web/lib/toast.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";

/**
 * Makes `store` the customer's store (the picker, a store's page). The cart stays as it is:
 * when it was built for another store (or none), the customer is told at once which of its
 * lines this store cannot sell, and decides. `leaving`: the page is about to go to another,
 * which then says it.
 */
export function chooseStore(store: CatalogStore, { leaving = false } = {}): void {
  const { selectedStore, selectStore } = useCartStore.getState();
  const changed = store.id !== selectedStore?.id;
  selectStore(store);
  const lines = linesUnavailableAt(useCartStore.getState().items, store.unavailableProductIds);
  if (changed && lines.length > 0) {
    const title = `Itens indisponíveis em ${store.name}`;
    const description = unavailableInCartMessage(
      store.name,
      unavailableLineNames(lines, store.unavailableProductIds),
    );
    if (leaving) toastOnNextPage("error", title, { description });
    else toast.error(title, { description });
  }
}
