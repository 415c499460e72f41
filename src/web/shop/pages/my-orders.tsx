import { ReceiptText } from "lucide-react";
import { useEffect } from "react";
import type { CustomerOrderView } from "#shared/orders.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { orderToKeep, useOrders } from "#web/shop/features/orders/api.ts";
import { OrderListItem } from "#web/shop/features/orders/order-list-item.tsx";

export const head: PageHeadFn = () => ({
  title: pageTitle("Meus pedidos"),
  description: "Os pedidos feitos e acompanhados neste navegador, com o status de cada um.",
  index: false,
});

const newestFirst = (a: CustomerOrderView, b: CustomerOrderView) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** /pedidos: this browser's orders, newest first, each with its status as the store moves it. */
export function MyOrdersPage() {
  const stored = useCartStore((state) => state.orders);
  const orderFollowed = useCartStore((state) => state.orderFollowed);
  const orders = [...stored].sort(newestFirst);
  const copies = useOrders(orders);
  const live = orders.map((order, index) => copies[index]?.data ?? order);

  // Keep the stored copies in step, so the list reads right even before the next refresh.
  const changed = live.filter((order, index) => order.status !== orders[index]?.status);
  const changedKey = changed.map((order) => `${order.id}:${order.status}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when something changed
  useEffect(() => {
    for (const order of changed) orderFollowed(orderToKeep(order));
  }, [changedKey, orderFollowed]);

  if (orders.length === 0) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
        <ReceiptText className="size-16 text-brand-200" aria-hidden="true" />
        <h1 className="mt-4 font-extrabold text-2xl">Meus pedidos</h1>
        <p className="mt-2 text-muted">
          Você ainda não fez pedidos neste navegador. Os pedidos que você fizer, ou abrir por um
          link de acompanhamento, aparecem aqui.
        </p>
        <a href="/cardapio" className={cn(buttonVariants(), "mt-6")}>
          Ver cardápio
        </a>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-extrabold text-3xl">Meus pedidos</h1>
      <p className="mt-2 text-muted">
        Os pedidos feitos ou acompanhados neste navegador. O status se atualiza sozinho enquanto a
        página está aberta; em outro aparelho, use o link de acompanhamento do pedido.
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        {live.map((order) => (
          <OrderListItem key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}
