import { useEffect } from "react";
import { useAdminOrders, useUnseenOrders } from "#web/features/admin/orders/api.ts";
import { LiveIndicator, SoundToggle } from "#web/features/admin/orders/live-status.tsx";
import { OrderBoard } from "#web/features/admin/orders/order-board.tsx";
import { OrderDetailDialog } from "#web/features/admin/orders/order-detail-dialog.tsx";
import { OrderFilters } from "#web/features/admin/orders/order-filters.tsx";
import { OrderMover } from "#web/features/admin/orders/order-mover.tsx";
import { useOrderEvents } from "#web/features/admin/orders/use-order-events.ts";
import { useOrderFilters } from "#web/features/admin/orders/use-order-filters.ts";
import { toast } from "#web/lib/toast.ts";

/** /admin/pedidos: the live order queue. */
export function AdminOrdersPage() {
  const connection = useOrderEvents();
  const { filters, apiFilters, active, setFilters, clearFilters, openOrderId, openOrder } =
    useOrderFilters();
  const { data: list, isPending, isError } = useAdminOrders(apiFilters);
  const unseen = useUnseenOrders().data?.unseenCount ?? 0;

  useEffect(() => {
    if (isError) toast.error("Erro ao carregar pedidos");
  }, [isError]);

  return (
    <OrderMover>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="font-extrabold text-3xl">Pedidos</h1>
          {unseen > 0 && (
            <p className="rounded-full bg-amber-100 px-3 py-1 font-bold text-amber-900 text-sm">
              {unseen === 1 ? "1 novo" : `${unseen} novos`}
            </p>
          )}
          <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
            <LiveIndicator state={connection} />
            <SoundToggle />
          </div>
        </div>
        <OrderFilters
          filters={filters}
          active={active}
          onChange={setFilters}
          onClear={clearFilters}
        />
        {isPending && <p role="status">Carregando pedidos...</p>}
        {list && <OrderBoard list={list} onOpen={openOrder} />}
        <OrderDetailDialog orderId={openOrderId} onClose={() => openOrder(null)} />
      </div>
    </OrderMover>
  );
}
