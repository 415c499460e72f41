import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { CartIsland } from "#web/shop/islands/cart.tsx";

/** /carrinho: the cart is this browser's, so the island fills in what the server framed. */
export function CartPage() {
  return <CartIsland />;
}

export const head: PageHeadFn = () => ({
  title: pageTitle("Carrinho"),
  description: "Os picolés que você escolheu na Frosty.",
  index: false,
});
