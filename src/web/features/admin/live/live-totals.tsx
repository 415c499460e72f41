import { formatBRL } from "#shared/money.ts";
import type { LiveStoresTotals } from "#shared/store-live.ts";
import { cn } from "#web/lib/utils.ts";

function Figure({
  label,
  value,
  alert = false,
  testId,
}: {
  label: string;
  value: string;
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
      <dd className="mt-1 font-extrabold text-xl sm:text-2xl">{value}</dd>
    </div>
  );
}

/** The stores listed, added up: the first thing HQ reads. */
export function LiveTotals({ totals }: { totals: LiveStoresTotals }) {
  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
      aria-label="Resumo da rede"
    >
      <Figure
        label="Atrasados"
        value={String(totals.lateCount)}
        alert={totals.lateCount > 0}
        testId="live-total-late"
      />
      <Figure label="Aguardando" value={String(totals.waitingCount)} testId="live-total-waiting" />
      <Figure
        label="Abertas agora"
        value={`${totals.openCount} de ${totals.storeCount}`}
        testId="live-total-open"
      />
      <Figure
        label="Com painel conectado"
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
