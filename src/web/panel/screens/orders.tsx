import { Store } from "lucide-react";
import { useEffect } from "react";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { toast } from "#web/lib/toast.ts";
import { NotificationToggle } from "#web/panel/features/orders/alert-controls.tsx";
import {
  type OrderFilters as ApiOrderFilters,
  useAdminOrders,
  useUnseenOrders,
} from "#web/panel/features/orders/api.ts";
import { useKitchenMode } from "#web/panel/features/orders/kitchen-mode.ts";
import { KitchenScreen, KitchenToggle } from "#web/panel/features/orders/kitchen-screen.tsx";
import { LiveIndicator, SoundToggle } from "#web/panel/features/orders/live-status.tsx";
import { useRingingCount } from "#web/panel/features/orders/new-order-alarm.ts";
import { OrderBoard } from "#web/panel/features/orders/order-board.tsx";
import { OrderDetailDialog } from "#web/panel/features/orders/order-detail-dialog.tsx";
import { OrderFilters } from "#web/panel/features/orders/order-filters.tsx";
import { OrderMover } from "#web/panel/features/orders/order-mover.tsx";
import { OrderViews } from "#web/panel/features/orders/order-views.tsx";
import { SoundUnlock } from "#web/panel/features/orders/sound-unlock.tsx";
import { useOrderEvents } from "#web/panel/features/orders/use-order-events.ts";
import { useOrderFilters } from "#web/panel/features/orders/use-order-filters.ts";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import { workplaceLabel } from "#web/panel/features/staff-workplace.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";

const TITLE = "Pedidos — Frosty Admin";

/** Modo cozinha's query: the whole queue of the staff member's stores. */
const NO_FILTERS: ApiOrderFilters = {
  storeId: undefined,
  state: undefined,
  city: undefined,
  method: undefined,
  from: undefined,
  to: undefined,
  q: undefined,
};

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

/** "3 novos", red and pulsing while their alarm rings. */
function UnseenCount({ unseen, className }: { unseen: number; className?: string }) {
  const ringing = useRingingCount();
  if (unseen === 0) return null;
  return (
    <p
      className={cn(
        "shrink-0 rounded-full px-3 py-1 font-bold text-sm",
        ringing > 0 ? "animate-pulse bg-red-600 text-white" : "bg-amber-100 text-amber-900",
        className,
      )}
    >
      {unseen === 1 ? "1 novo" : `${unseen} novos`}
    </p>
  );
}

function Heading({ access, kitchen }: { access: StaffAccess; kitchen: boolean }) {
  return (
    <div className={cn("flex flex-col", kitchen && "min-w-0 flex-1")}>
      <h1 className={cn("font-extrabold", kitchen ? "text-xl leading-6" : "text-3xl")}>Pedidos</h1>
      {!access.hq && (
        <p
          className={cn(
            "flex items-center gap-1.5 font-semibold text-brand-700",
            kitchen && "text-sm",
          )}
        >
          <Store className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{workplaceLabel(access)}</span>
        </p>
      )}
    </div>
  );
}

/**
 * /admin/pedidos: the live order board of the staff member's stores (HQ: the chain). Nothing
 * on it appears or goes in a way that moves a control under a finger: the toolbar's controls
 * keep their size, the sound hint keeps its place once gone. Modo cozinha shows the board
 * alone, full screen, without filters.
 */
export function AdminOrdersPage() {
  const { access } = useStaffSession();
  const connection = useOrderEvents(access.stores);
  const kitchen = useKitchenMode();
  const { filters, apiFilters, active, setFilters, clearFilters, openOrderId, openOrder } =
    useOrderFilters();
  const { data: list, isPending, isError } = useAdminOrders(kitchen ? NO_FILTERS : apiFilters);
  const unseen = useUnseenOrders().data?.unseenCount ?? 0;
  useOrdersTitle(unseen);

  useEffect(() => {
    if (isError) toast.error("Erro ao carregar pedidos");
  }, [isError]);

  const board = (
    <>
      {isPending && <p role="status">Carregando pedidos...</p>}
      {list && (
        <OrderBoard
          list={list}
          onOpen={openOrder}
          showStore={access.hq || access.stores.length > 1}
          kitchen={kitchen}
        />
      )}
    </>
  );

  return (
    <OrderMover>
      {kitchen ? (
        <KitchenScreen
          toolbar={
            <>
              {/* The toasts show at the top centre of a tablet: only words sit under them. */}
              <SoundToggle />
              <SoundUnlock compact />
              <Heading access={access} kitchen />
              <LiveIndicator state={connection} />
              <KitchenToggle />
            </>
          }
        >
          {board}
        </KitchenScreen>
      ) : (
        <div className="flex flex-col gap-4">
          {/* On a phone it wraps; from a tablet up it is one line, its height the heading's. */}
          <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <Heading access={access} kitchen={false} />
            <OrderViews />
            <UnseenCount unseen={unseen} className="mt-1.5" />
            <div className="sm:ml-auto">
              <LiveIndicator state={connection} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <SoundToggle />
            {/* Last, wherever the row wraps (a phone, a 1024 px tablet beside the menu): once
                touched it turns invisible in place, and nothing after it can leave a hole. */}
            <SoundUnlock className="order-last" />
            <NotificationToggle />
            <KitchenToggle />
          </div>
          <OrderFilters
            filters={filters}
            access={access}
            active={active}
            onChange={setFilters}
            onClear={clearFilters}
          />
          {board}
        </div>
      )}
      <OrderDetailDialog orderId={openOrderId} onClose={() => openOrder(null)} />
    </OrderMover>
  );
}
