import { Store } from "lucide-react";
import { useEffect } from "react";
import { NotificationToggle } from "#web/features/admin/orders/alert-controls.tsx";
import { useAdminOrders, useUnseenOrders } from "#web/features/admin/orders/api.ts";
import { LiveIndicator, SoundToggle } from "#web/features/admin/orders/live-status.tsx";
import { useRingingCount } from "#web/features/admin/orders/new-order-alarm.ts";
import { OrderBoard } from "#web/features/admin/orders/order-board.tsx";
import { OrderDetailDialog } from "#web/features/admin/orders/order-detail-dialog.tsx";
import { OrderFilters } from "#web/features/admin/orders/order-filters.tsx";
import { OrderMover } from "#web/features/admin/orders/order-mover.tsx";
import { SoundUnlock } from "#web/features/admin/orders/sound-unlock.tsx";
import { useOrderEvents } from "#web/features/admin/orders/use-order-events.ts";
import { useOrderFilters } from "#web/features/admin/orders/use-order-filters.ts";
import { useStaffSession } from "#web/features/admin/staff-session-context.ts";
import { workplaceLabel } from "#web/features/admin/staff-workplace.tsx";
import { toast } from "#web/lib/toast.ts";

const TITLE = "Pedidos — Frosty Admin";

/** The tab's title counts the orders nobody has opened: "(3) Pedidos — Frosty Admin". */
function useOrdersTitle(unseen: number) {
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = unseen > 0 ? `(${unseen}) ${TITLE}` : TITLE;
  }, [unseen]);
}

/** /admin/pedidos: the live order board of the staff member's stores (HQ: the chain). */
export function AdminOrdersPage() {
  const { access } = useStaffSession();
  const connection = useOrderEvents(access.stores);
  const { filters, apiFilters, active, setFilters, clearFilters, openOrderId, openOrder } =
    useOrderFilters();
  const { data: list, isPending, isError } = useAdminOrders(apiFilters);
  const unseen = useUnseenOrders().data?.unseenCount ?? 0;
  const ringing = useRingingCount();
  useOrdersTitle(unseen);

  useEffect(() => {
    if (isError) toast.error("Erro ao carregar pedidos");
  }, [isError]);

  return (
    <OrderMover>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex flex-col">
            <h1 className="font-extrabold text-3xl">Pedidos</h1>
            {!access.hq && (
              <p className="flex items-center gap-1.5 font-semibold text-brand-700">
                <Store className="size-4" aria-hidden="true" />
                {workplaceLabel(access)}
              </p>
            )}
          </div>
          {unseen > 0 && (
            <p
              className={
                ringing > 0
                  ? "animate-pulse rounded-full bg-red-600 px-3 py-1 font-bold text-sm text-white"
                  : "rounded-full bg-amber-100 px-3 py-1 font-bold text-amber-900 text-sm"
              }
            >
              {unseen === 1 ? "1 novo" : `${unseen} novos`}
            </p>
          )}
          <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
            <LiveIndicator state={connection} />
            <SoundToggle />
            <SoundUnlock />
            <NotificationToggle />
          </div>
        </div>
        <OrderFilters
          filters={filters}
          access={access}
          active={active}
          onChange={setFilters}
          onClear={clearFilters}
        />
        {isPending && <p role="status">Carregando pedidos...</p>}
        {list && (
          <OrderBoard
            list={list}
            onOpen={openOrder}
            showStore={access.hq || access.stores.length > 1}
          />
        )}
        <OrderDetailDialog orderId={openOrderId} onClose={() => openOrder(null)} />
      </div>
    </OrderMover>
  );
}
