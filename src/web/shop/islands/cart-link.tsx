import { ShoppingCart } from "lucide-react";
import { cartItemCount } from "#shared/cart.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { island } from "#web/shop/hydration/island.tsx";

/** The header's cart link, with the number of items this browser's cart holds. */
export default function CartLink() {
  const count = useCartStore((state) => cartItemCount(state.items));
  return (
    <a
      href="/carrinho"
      className="relative grid size-11 shrink-0 place-items-center rounded-full hover:bg-brand-50"
      aria-label={count > 0 ? `Carrinho, ${count} ${count === 1 ? "item" : "itens"}` : "Carrinho"}
    >
      <ShoppingCart className="size-6 text-ink" aria-hidden="true" />
      {count > 0 && (
        <span
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 font-bold text-white text-xs leading-5"
          data-testid="cart-badge"
          aria-hidden="true"
        >
          {count}
        </span>
      )}
    </a>
  );
}

export const CartLinkIsland = island("cart-link", CartLink);
