import { lazy, Suspense } from "react";
import type { ReportSummary } from "#shared/admin-reports.ts";
import { formatBRL } from "#shared/money.ts";
import { formatDay } from "#shared/shop-calendar.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { type ReportFilter, reportTableCsvUrl } from "./api.ts";
import { CsvDownloadLink } from "./csv-download-link.tsx";

// recharts is the page's heaviest dependency: it loads with the first chart, not before.
const SalesChart = lazy(() => import("./sales-chart.tsx"));

/**
 * The chart of sales per day, and the same numbers as a table (folded away) for anyone who
 * cannot read bars: the chart itself is one labelled image to assistive technology.
 */
export function SalesByDay({
  period,
  days,
}: {
  period: ReportFilter;
  days: ReportSummary["salesByDay"];
}) {
  const range = `de ${formatDay(period.from)} a ${formatDay(period.to)}`;
  return (
    <section
      aria-labelledby="sales-by-day-heading"
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sales-by-day-heading" className="font-bold text-lg">
          Vendas por dia
        </h2>
        <CsvDownloadLink href={reportTableCsvUrl("by-day", period)} what="vendas por dia" />
      </div>
      <div
        role="img"
        aria-label={`Gráfico de barras das vendas por dia, ${range}`}
        className="h-70"
      >
        <Suspense fallback={<Skeleton className="size-full" />}>
          <SalesChart days={days} />
        </Suspense>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          Ver vendas de cada dia
        </summary>
        <div className="mt-2 max-h-80 overflow-y-auto">
          <table className="w-full">
            <caption className="sr-only">Vendas por dia, {range}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 text-left font-semibold">
                  Dia
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Pedidos
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-brand-100 border-t">
                  <th scope="row" className="py-1 text-left font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{day.orderCount}</td>
                  <td className="py-1 text-right tabular-nums">{formatBRL(day.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
