import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { addDays } from "#shared/scheduling.ts";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { toast } from "#web/lib/toast.ts";
import { useCatalog } from "#web/panel/features/catalog-api.ts";
import { OrderDetailDialog } from "#web/panel/features/orders/order-detail-dialog.tsx";
import { OrderMover } from "#web/panel/features/orders/order-mover.tsx";
import { OrderViews } from "#web/panel/features/orders/order-views.tsx";
import { ScheduledOrderCard } from "#web/panel/features/orders/scheduled-order-card.tsx";
import { useOrderEvents } from "#web/panel/features/orders/use-order-events.ts";
import { useScheduledOrders } from "#web/panel/features/scheduled/api.ts";
import { groupScheduled } from "#web/panel/features/scheduled/group-scheduled.ts";
import {
  isSchedulePeriod,
  periodDays,
  SCHEDULE_PERIOD_LABELS,
  SCHEDULE_PERIODS,
  type SchedulePeriod,
} from "#web/panel/features/scheduled/schedule-period.ts";
import { ScheduledDays } from "#web/panel/features/scheduled/scheduled-days.tsx";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import { useStoreParam } from "#web/panel/features/stores/use-store-param.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { StoreSelect } from "#web/panel/features/ui/store-select.tsx";

const TITLE = "Agendados — Frosty Admin";

/** The period in the address (?periodo=hoje), the week by default: all that is coming. */
function usePeriodParam(): [SchedulePeriod, (period: SchedulePeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get("periodo");
  const period = isSchedulePeriod(wanted) ? wanted : "semana";
  const setPeriod = (next: SchedulePeriod) =>
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set("periodo", next);
        return query;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

/** The store's today, read again each minute (a tablet left on past midnight moves on). */
function useStoreToday(timeZone: string): string {
  const [today, setToday] = useState(() => storeDate(new Date(), timeZone));
  useEffect(() => {
    setToday(storeDate(new Date(), timeZone));
    const timer = setInterval(() => setToday(storeDate(new Date(), timeZone)), 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}

function PeriodChoice({
  period,
  onChange,
}: {
  period: SchedulePeriod;
  onChange(period: SchedulePeriod): void;
}) {
  return (
    <fieldset className="flex gap-1 rounded-xl border border-brand-100 bg-white p-1">
      <legend className="sr-only">Período</legend>
      {SCHEDULE_PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={period === option}
          onClick={() => onChange(option)}
          className={cn(
            "min-h-11 min-w-24 rounded-lg px-4 font-bold text-sm",
            period === option ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50",
          )}
        >
          {SCHEDULE_PERIOD_LABELS[option]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * /admin/pedidos/agendados: what a store has coming. Its encomendas of today, tomorrow or the
 * week, by day and slot, each day with its production list to print, kept live by the staff
 * stream as the board is. A store staff member of one store sees theirs; HQ and staff of
 * several stores choose one.
 */
export function AdminScheduledOrdersPage() {
  const { access } = useStaffSession();
  const [storeParam, setStoreId] = useStoreParam();
  const [period, setPeriod] = usePeriodParam();
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const { data: catalog } = useCatalog();
  const onlyStore = !access.hq && access.stores.length === 1 ? access.stores[0]?.id : undefined;
  const storeId = storeParam || onlyStore || "";
  const timeZone =
    catalog?.stores.find((store) => store.id === storeId)?.timeZone ?? SHOP_TIME_ZONE;
  const today = useStoreToday(timeZone);
  const { from, to } = periodDays(period, today);
  // The board's live stream: each event refreshes the encomendas and their production lists
  // (their queries hang under the order queue's key), as it refreshes the board.
  const connection = useOrderEvents(access.stores);
  const { data, isPending, isError } = useScheduledOrders(
    storeId ? { storeId, from, to } : null,
    connection === "live",
  );

  useEffect(() => {
    const before = document.title;
    document.title = TITLE;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    if (isError) toast.error("Erro ao carregar as encomendas");
  }, [isError]);

  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const stores = access.hq ? (catalog?.stores ?? []) : access.stores;

  return (
    <OrderMover>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="font-extrabold text-3xl">Pedidos</h1>
          <OrderViews />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {!onlyStore && (
            <StoreSelect
              className="w-full max-w-md"
              stores={stores}
              value={storeId}
              onChange={setStoreId}
              allLabel="Escolha a loja"
              groupByState={access.hq}
              keepUnlisted
            />
          )}
          <PeriodChoice period={period} onChange={setPeriod} />
        </div>
        {!storeId ? (
          <p className="rounded-xl bg-ice-50 p-4 font-semibold">
            Escolha a loja para ver as encomendas agendadas.
          </p>
        ) : isPending ? (
          <p role="status">Carregando encomendas...</p>
        ) : data ? (
          <ScheduledDays
            days={groupScheduled(data.orders, days)}
            storeId={storeId}
            today={today}
            renderOrder={(order) => <ScheduledOrderCard order={order} onOpen={setOpenOrderId} />}
          />
        ) : null}
      </div>
      <OrderDetailDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
    </OrderMover>
  );
}
