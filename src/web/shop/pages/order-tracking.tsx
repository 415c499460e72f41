import { RotateCw, SearchX } from "lucide-react";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { type OrderAccess, orderToKeep, useOrder } from "#web/shop/features/orders/api.ts";
import { OrderFollowUp } from "#web/shop/features/orders/order-follow-up.tsx";
import { useOrderStatusStream } from "#web/shop/features/orders/use-order-status-stream.ts";

// The order is not in the catalogue: the server renders the frame and the browser reads it.
export const head: PageHeadFn = () => ({
  title: pageTitle("Acompanhar pedido"),
  description: "Acompanhe o andamento do seu pedido Frosty.",
  index: false,
});

const noChanges = () => () => {};

/**
 * False on the server and in the render that hydrates, true after: the link's token is read
 * only then, so the server's HTML (which may be rendered without the query string) and the
 * hydrating render are the same frame whatever the link carries.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * /pedido/:id?token=…: an order followed from any browser or device, live. The link's token is
 * the only proof needed to follow it; the customer's personal data come only to the browser
 * that placed it, which sends the owner proof it kept (never in the link). Opening it also
 * keeps the order in this browser's "Meus pedidos".
 */
export function OrderTrackingPage() {
  const hydrated = useHydrated();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const ownerProof = useCartStore((state) => state.orders.find((o) => o.id === id)?.ownerProof);
  const access: OrderAccess | undefined =
    id && token ? { id, accessToken: token, ownerProof } : undefined;
  const { data: order, error, refetch, isRefetching } = useOrder(access);
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
  if (order) return <OrderFollowUp order={order} />;
  if (error) {
    return (
      <Notice title="Não foi possível carregar o pedido" Icon={RotateCw}>
        <p className="mt-2 text-muted">{error.message}</p>
        <Button className="mt-6" onClick={() => void refetch()} disabled={isRefetching}>
          Tentar de novo
        </Button>
      </Notice>
    );
  }
  return <TrackingSkeleton />;
}

/** What the server renders, and the page shows until the order arrives: the same frame. */
function TrackingSkeleton() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <h1 className="mb-6 font-extrabold text-2xl sm:text-3xl">Acompanhar pedido</h1>
      <p className="sr-only" role="status">
        Carregando o pedido…
      </p>
      <div className="flex flex-col gap-5" aria-hidden="true">
        <Skeleton className="h-36" />
        <Skeleton className="h-64" />
        <Skeleton className="h-48" />
      </div>
    </section>
  );
}

/** A wrong or incomplete link, or an order that does not exist: the same answer for all three. */
function OrderNotFound() {
  return (
    <Notice title="Pedido não encontrado" Icon={SearchX}>
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
    </Notice>
  );
}

function Notice({
  title,
  Icon,
  children,
}: {
  title: string;
  Icon: typeof SearchX;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <Icon className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 font-extrabold text-2xl">{title}</h1>
      {children}
    </section>
  );
}
