import { useEffect } from "react";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { orderToKeep, useOrder } from "#web/shop/features/orders/api.ts";
import {
  LazyOrderFollowUp,
  loadOrderFollowUp,
} from "#web/shop/features/orders/lazy-order-follow-up.tsx";
import { TrackingSkeleton } from "#web/shop/features/orders/tracking-skeleton.tsx";
import { useOrderStatusStream } from "#web/shop/features/orders/use-order-status-stream.ts";
import { island } from "#web/shop/hydration/island.tsx";
import { useHydrated } from "#web/shop/hydration/use-hydrated.ts";

/**
 * The order just placed in this browser, followed live. This browser's orders are in its
 * storage: the server renders the page's frame and the order fills it once hydrated.
 */
export default function Confirmation() {
  const hydrated = useHydrated();
  const latest = useCartStore((state) => state.orders.at(-1));
  const orderFollowed = useCartStore((state) => state.orderFollowed);
  const { data: serverCopy } = useOrder(latest);
  // The store's status changes (and a Pix confirmed or expired) show up here as they happen.
  useOrderStatusStream(latest);

  // The order's code, as soon as there is an order to show (the checkout fetched it already).
  const hasOrder = latest !== undefined;
  useEffect(() => {
    if (hasOrder) loadOrderFollowUp().catch(() => undefined);
  }, [hasOrder]);

  // The server's copy is the truth (status moves on); keep the stored one in step.
  useEffect(() => {
    if (serverCopy) orderFollowed(orderToKeep(serverCopy));
  }, [serverCopy, orderFollowed]);

  if (!hydrated) return <ConfirmationFrame />;
  if (!latest) {
    return (
      <section className="mx-auto flex min-h-dvh max-w-6xl flex-col items-center px-4 py-20 text-center">
        <h1 className="font-extrabold text-2xl">Nenhum pedido encontrado</h1>
        <a href="/cardapio" className={cn(buttonVariants(), "mt-6")}>
          Ver cardápio
        </a>
      </section>
    );
  }
  return <LazyOrderFollowUp order={serverCopy ?? latest} heading={HEADING} />;
}

export const ConfirmationIsland = island("confirmation", Confirmation);

const HEADING = "Seu pedido";

/** What the server renders and the page shows until this browser's last order is read. */
const ConfirmationFrame = () => <TrackingSkeleton heading={HEADING} />;
