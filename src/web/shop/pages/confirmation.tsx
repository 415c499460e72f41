import { useEffect } from "react";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { orderToKeep, useOrder } from "#web/shop/features/orders/api.ts";
import { OrderFollowUp } from "#web/shop/features/orders/order-follow-up.tsx";
import { useOrderStatusStream } from "#web/shop/features/orders/use-order-status-stream.ts";

export const head: PageHeadFn = () => ({
  title: pageTitle("Seu pedido"),
  description: "A confirmação e o andamento do seu pedido Frosty.",
  index: false,
});

/** The order just placed in this browser, followed live. */
export function ConfirmationPage() {
  const latest = useCartStore((state) => state.orders.at(-1));
  const orderFollowed = useCartStore((state) => state.orderFollowed);
  const { data: serverCopy } = useOrder(latest);
  // The store's status changes (and a Pix confirmed or expired) show up here as they happen.
  useOrderStatusStream(latest);

  // The server's copy is the truth (status moves on); keep the stored one in step.
  useEffect(() => {
    if (serverCopy) orderFollowed(orderToKeep(serverCopy));
  }, [serverCopy, orderFollowed]);

  if (!latest) {
    return (
      <section className="mx-auto flex max-w-6xl flex-col items-center px-4 py-20 text-center">
        <h1 className="font-extrabold text-2xl">Nenhum pedido encontrado</h1>
        <a href="/cardapio" className={cn(buttonVariants(), "mt-6")}>
          Ver cardápio
        </a>
      </section>
    );
  }

  return <OrderFollowUp order={serverCopy ?? latest} />;
}
