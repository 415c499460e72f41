import { CalendarClock } from "lucide-react";
import {
  loadPercent,
  SCHEDULED_LOAD_DAYS,
  type ScheduledLoad,
  type ScheduledLoadDay,
} from "#shared/admin-dashboard.ts";
import { shortDate, WEEKDAY_NAMES } from "#shared/scheduling.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { useScheduledLoad } from "./api.ts";

/** "Hoje, 28/11" for the store's today, else "sáb., 05/12". */
function dayLabel(date: string, index: number): string {
  if (index === 0) return `Hoje, ${shortDate(date)}`;
  const weekday = WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "";
  return `${weekday.slice(0, 3)}., ${shortDate(date)}`;
}

const encomendas = (count: number) => (count === 1 ? "1 encomenda" : `${count} encomendas`);

/** The day's picolés over its capacity, as a bar: amber from 80 %, red when full. */
function LoadBar({ day }: { day: ScheduledLoadDay }) {
  const percent = loadPercent(day);
  return (
    <div className="h-2.5 w-full min-w-10 overflow-hidden rounded-full bg-brand-50" aria-hidden>
      <div
        className={cn(
          "h-full rounded-full",
          percent >= 100 ? "bg-red-600" : percent >= 80 ? "bg-amber-500" : "bg-brand-600",
        )}
        style={{ width: `${Math.min(100, percent)}%` }}
      />
    </div>
  );
}

/**
 * A store's days worth a row: all of them for one store, those with encomendas for several;
 * the store named once, beside its first row (`span`: how many rows it heads).
 */
function rowsOf(load: ScheduledLoad) {
  const single = load.stores.length === 1;
  return load.stores.flatMap((store) => {
    const rows = store.days
      .map((day, index) => ({ store, day, index }))
      .filter(({ day }) => single || day.orderCount > 0);
    return rows.map((row, position) => ({ ...row, span: position === 0 ? rows.length : 0 }));
  });
}

/** "Encomendas nos próximos 7 dias": per store and day, the picolés booked and the capacity. */
export function ScheduledLoadCard({ storeId }: { storeId: string }) {
  const { data } = useScheduledLoad(storeId);
  if (!data) return null;
  const rows = rowsOf(data);
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="scheduled-load-heading"
      data-testid="scheduled-load-card"
    >
      <h2 id="scheduled-load-heading" className="flex items-center gap-2 font-bold text-lg">
        <CalendarClock className="size-5 text-brand-700" aria-hidden />
        Encomendas nos próximos {SCHEDULED_LOAD_DAYS} dias
      </h2>
      <p className="text-muted text-sm">
        Picolés agendados por dia, sobre a capacidade de encomendas da loja; os dias no horário de
        cada loja.
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted text-sm" data-testid="scheduled-load-empty">
          Nenhuma encomenda agendada.
        </p>
      ) : (
        // Fits a phone as it is (the header wraps there): no sideways scrolling to reach by keyboard.
        <div className="mt-3">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th className="py-1 pr-3 font-semibold">Loja</th>
                <th className="py-1 pr-3 font-semibold">Dia</th>
                <th className="py-1 pr-3 text-right font-semibold sm:whitespace-nowrap">
                  Picolés / capacidade
                </th>
                <th className="hidden w-1/4 py-1 font-semibold sm:table-cell">
                  <span className="sr-only">Ocupação</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ store, day, index, span }) => (
                <tr
                  key={`${store.storeId}-${day.date}`}
                  className={cn("border-brand-50", span > 0 && "border-t")}
                  data-testid="scheduled-load-row"
                >
                  {span > 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={span}
                      className="py-2 pr-3 text-left align-top font-normal"
                    >
                      {store.name}
                      <span className="block text-muted text-xs">
                        {store.city}/{store.state}
                      </span>
                    </th>
                  )}
                  <td className="whitespace-nowrap py-2 pr-3">
                    {dayLabel(day.date, index)}
                    <span className="block text-muted text-xs">{encomendas(day.orderCount)}</span>
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right font-bold tabular-nums">
                    {day.units} / {day.capacity}
                    {/* A phone has no room for the bar's column: it goes under the figures. */}
                    <div className="mt-1 sm:hidden">
                      <LoadBar day={day} />
                    </div>
                  </td>
                  <td className="hidden py-2 sm:table-cell">
                    <LoadBar day={day} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
