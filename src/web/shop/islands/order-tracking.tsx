import { RotateCw, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { type OrderAccess, orderToKeep, useOrder } from "#web/shop/features/orders/api.ts";
import {
  LazyOrderFollowUp,
  loadOrderFollowUp,
} from "#web/shop/features/orders/lazy-order-follow-up.tsx";
import { OrderNotice } from "#web/shop/features/orders/order-notice.tsx";
import { TrackingSkeleton } from "#web/shop/features/orders/tracking-skeleton.tsx";
import { useOrderStatusStream } from "#web/shop/features/orders/use-order-status-stream.ts";
import { island } from "#web/shop/hydration/island.tsx";
import { useHydrated } from "#web/shop/hydration/use-hydrated.ts";

/**
 * The order the page's address names: /pedido/<id>?token=…. The server renders one frame for
 * every order (the page is kept per pattern, nothing of the address in it), so the address is
 * read here, in the browser, once hydrated.
 */
function accessFromAddress(): { id: string; token: string } {
  const segment = window.location.pathname.split("/").filter(Boolean)[1] ?? "";
  let id = segment;
  try {
    id = decodeURIComponent(segment);
  } catch {
    // A malformed escape: the id as written, which the server will not know.
  }
  return { id, token: new URLSearchParams(window.location.search).get("token") ?? "" };
}

/**
 * /pedido/:id?token=…: an order followed from any browser or device, live. The link's token is
 * the only proof needed to follow it; the customer's personal data come only to the browser
 * that placed it, which sends the owner proof it kept (never in the link). Opening it also
 * keeps the order in this browser's "Meus pedidos".
 */
export default function OrderTracking() {
  const hydrated = useHydrated();
  const { id, token } = hydrated ? accessFromAddress() : { id: "", token: "" };
  const ownerProof = useCartStore((state) => state.orders.find((o) => o.id === id)?.ownerProof);
  const access: OrderAccess | undefined =
    id && token ? { id, accessToken: token, ownerProof } : undefined;
  const { data: order, error, refetch, isRefetching } = useOrder(access);
  useEffect(() => {
    if (id && token) loadOrderFollowUp().catch(() => undefined);
  }, [id, token]);
  // Followed live once the token proved right (a wrong one opens no stream).
  useOrderStatusStream(order ? access : undefined);

  const orderFollowed = useCartStore((state) => state.orderFollowed);
  useEffect(() => {
    if (order) orderFollowed(orderToKeep(order));
  }, [order, orderFollowed]);

  if (!hydrated) return <TrackingSkeleton />;
  if (!access || (error instanceof ApiRequestError && error.status === 404)) {
    return <OrderNotFound />;
  }
  if (order) return <LazyOrderFollowUp order={order} />;
  if (error) {
    return (
      <OrderNotice title="Não foi possível carregar o pedido" Icon={RotateCw}>
        <p className="mt-2 text-muted">{error.message}</p>
        <Button className="mt-6" onClick={() => void refetch()} disabled={isRefetching}>
          Tentar de novo
        </Button>
      </OrderNotice>
    );
  }
  return <TrackingSkeleton />;
}

export const OrderTrackingIsland = island("order-tracking", OrderTracking);

/** A wrong or incomplete link, or an order that does not exist: the same answer for all three. */
function OrderNotFound() {
  return (
    <OrderNotice title="Pedido não encontrado" Icon={SearchX}>
      <p className="mt-2 max-w-prose text-muted">
        O link pode estar incompleto ou o pedido não existe. Confira se você abriu o link inteiro,
        do jeito que ele foi enviado: ele termina com um código depois de “token=”.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <a href="/cardapio" className={buttonVariants()}>
          Ver cardápio
        </a>
        <a href="/pedidos" className={buttonVariants({ variant: "outline" })}>
          Meus pedidos
        </a>
      </div>
    </OrderNotice>
  );
}
