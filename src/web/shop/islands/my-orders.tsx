import { ReceiptText } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import type { CustomerOrderView } from "#shared/orders.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { orderToKeep, useOrders } from "#web/shop/features/orders/api.ts";
import { useMemberOrders } from "#web/shop/features/orders/member-orders.ts";
import { OrderListItem } from "#web/shop/features/orders/order-list-item.tsx";
import { island } from "#web/shop/hydration/island.tsx";
import { useHydrated } from "#web/shop/hydration/use-hydrated.ts";

const newestFirst = (a: CustomerOrderView, b: CustomerOrderView) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

const NO_ORDERS: CustomerOrderView[] = [];

/**
 * /pedidos: this browser's orders (kept in the cart store), newest first, each with its status
 * as the store moves it. The server knows none of them: it renders the frame, and the list
 * comes with the hydrated island.
 */
export default function MyOrders() {
  const hydrated = useHydrated();
  const stored = useCartStore((state) => state.orders);
  const orderFollowed = useCartStore((state) => state.orderFollowed);
  useMemberOrders(hydrated);
  const orders = hydrated ? [...stored].sort(newestFirst) : NO_ORDERS;
  const copies = useOrders(orders);
  const live = orders.map((order) => {
    const copy = copies.get(order.id);
    return copy ? orderToKeep(copy) : order;
  });

  // Keep the stored copies in step, so the list reads right even before the next refresh.
  const changed = live.filter((order, index) => order.status !== orders[index]?.status);
  const changedKey = changed.map((order) => `${order.id}:${order.status}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when something changed
  useEffect(() => {
    for (const order of changed) orderFollowed(order);
  }, [changedKey, orderFollowed]);

  if (!hydrated) {
    return (
      <OrdersFrame busy>
        <div className="mt-6 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      </OrdersFrame>
    );
  }

  if (orders.length === 0) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
        <ReceiptText className="size-16 text-brand-200" aria-hidden="true" />
        <h1 className="mt-4 font-extrabold text-2xl">Meus pedidos</h1>
        <p className="mt-2 text-muted">
          Você ainda não fez pedidos neste navegador. Os pedidos que você fizer, ou abrir por um
          link de acompanhamento, aparecem aqui; os do Clube Frosty, em qualquer aparelho.
        </p>
        <a href="/cardapio" className={cn(buttonVariants(), "mt-6")}>
          Ver cardápio
        </a>
      </section>
    );
  }

  return (
    <OrdersFrame>
      <ul className="mt-6 flex flex-col gap-3">
        {live.map((order) => (
          <OrderListItem key={order.id} order={order} />
        ))}
      </ul>
    </OrdersFrame>
  );
}

export const MyOrdersIsland = island("my-orders", MyOrders);

function OrdersFrame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-busy={busy || undefined}>
      <h1 className="font-extrabold text-3xl">Meus pedidos</h1>
      <p className="mt-2 text-muted">
        Os pedidos feitos ou acompanhados neste navegador, e os do Clube Frosty em qualquer
        aparelho. O status se atualiza sozinho enquanto a página está aberta.
      </p>
      {children}
    </section>
  );
}
