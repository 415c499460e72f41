import { formatBRL } from "#shared/money.ts";
import type { LiveStoresTotals } from "#shared/store-live.ts";
import { cn } from "#web/panel/features/ui/cn.ts";

function Figure({
  label,
  value,
  of,
  alert = false,
  testId,
}: {
  label: string;
  value: string;
  /** "de 138": what the value is counted out of. */
  of?: string;
  alert?: boolean;
  testId: string;
}) {
  return (
    <div
      className={cn("rounded-2xl bg-white p-3 shadow-sm sm:p-4", alert && "bg-red-700 text-white")}
      data-testid={testId}
    >
      <dt className={cn("font-semibold text-muted text-xs sm:text-sm", alert && "text-white")}>
        {label}
      </dt>
      <dd className="mt-0.5 font-extrabold text-lg sm:mt-1 sm:text-2xl">
        {value}
        {of && <span className="font-semibold text-muted text-sm"> {of}</span>}
      </dd>
    </div>
  );
}

/** The stores listed, added up: the first thing HQ reads. */
export function LiveTotals({ totals }: { totals: LiveStoresTotals }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3 xl:grid-cols-6" aria-label="Resumo da rede">
      <Figure
        label="Atrasados"
        value={String(totals.lateCount)}
        alert={totals.lateCount > 0}
        testId="live-total-late"
      />
      <Figure label="Aguardando" value={String(totals.waitingCount)} testId="live-total-waiting" />
      <Figure
        label="Abertas"
        value={String(totals.openCount)}
        of={`de ${totals.storeCount}`}
        testId="live-total-open"
      />
      <Figure
        label="Com painel"
        value={String(totals.connectedCount)}
        testId="live-total-connected"
      />
      <Figure
        label="Pedidos hoje"
        value={String(totals.todayOrderCount)}
        testId="live-total-orders"
      />
      <Figure
        label="Vendas hoje"
        value={formatBRL(totals.todaySalesCents)}
        testId="live-total-sales"
      />
    </dl>
  );
}
