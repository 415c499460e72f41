import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { MyOrdersIsland } from "#web/shop/islands/my-orders.tsx";

export const head: PageHeadFn = () => ({
  title: pageTitle("Meus pedidos"),
  description: "Os pedidos feitos e acompanhados neste navegador, com o status de cada um.",
  index: false,
});

/** /pedidos: this browser's orders, read by its island from the cart store. */
export function MyOrdersPage() {
  return <MyOrdersIsland />;
}
