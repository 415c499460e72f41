import { ShoppingBag } from "lucide-react";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { chooseStore } from "#web/shop/features/stores/choose-store.ts";
import { island } from "#web/shop/hydration/island.tsx";

/**
 * "Pedir nesta loja" on a store's page: makes it the customer's store and opens the menu.
 * Hydrated on first use (the press is replayed once its code is in).
 */
export default function OrderAtStore({ storeId }: { storeId: string }) {
  const store = useCatalog().stores.find((candidate) => candidate.id === storeId);
  return (
    <button
      type="button"
      className={buttonVariants({ size: "lg" })}
      onClick={() => {
        if (store) chooseStore(store, { leaving: true });
        window.location.assign("/cardapio");
      }}
    >
      <ShoppingBag aria-hidden="true" />
      Pedir nesta loja
    </button>
  );
}

export const OrderAtStoreIsland = island("order-at-store", OrderAtStore, "interaction");
