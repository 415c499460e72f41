import { MobileCartBar } from "#web/shop/features/cart/mobile-cart-bar.tsx";
import { useLiveChosenStore } from "#web/shop/features/catalog/store-availability.ts";
import { island } from "#web/shop/hydration/island.tsx";

/** The menu's cart bar on phones: this browser's cart, less what the chosen store lacks now. */
export default function MobileCartBarIsland() {
  const store = useLiveChosenStore();
  return <MobileCartBar unavailableProductIds={store?.unavailableProductIds} />;
}

export const CartBarIsland = island("mobile-cart-bar", MobileCartBarIsland);
