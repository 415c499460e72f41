import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PeriodFigures } from "#shared/admin-dashboard.ts";
import { formatBRL } from "#shared/money.ts";

/** The reports' page over the same days and store, where these figures are broken down. */
function reportHref(period: PeriodFigures, storeId: string): string {
  const query = new URLSearchParams({ de: period.from, ate: period.to });
  if (storeId) query.set("loja", storeId);
  return `/admin/relatorios?${query}`;
}

/**
 * A period's orders, revenue and average ticket under the period's name ("Hoje, 27/11"):
 * the same query as Relatórios for the same days, which the link opens.
 */
export function PeriodFiguresCard({
  id,
  period,
  storeId,
}: {
  id: string;
  period: PeriodFigures;
  storeId: string;
}) {
  const headingId = `${id}-heading`;
  const figures = [
    ["Pedidos", String(period.orderCount)],
    ["Faturamento", formatBRL(period.totalCents)],
    ["Ticket médio", formatBRL(period.averageTicketCents)],
  ] as const;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm"
      data-testid={id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-bold text-lg">
          {period.label}
        </h2>
        <Link
          to={reportHref(period, storeId)}
          className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          Ver no relatório
          <span className="sr-only"> ({period.label})</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="font-semibold text-muted text-sm">{label}</dt>
            <dd className="mt-1 whitespace-nowrap font-extrabold text-xl tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
