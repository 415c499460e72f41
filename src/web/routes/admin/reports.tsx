import { formatDay } from "#shared/shop-calendar.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ordersCsvUrl, useReportSummary } from "#web/features/admin/reports/api.ts";
import { CsvDownloadLink } from "#web/features/admin/reports/csv-download-link.tsx";
import { PeriodPicker } from "#web/features/admin/reports/period-picker.tsx";
import { ReportTables } from "#web/features/admin/reports/report-tables.tsx";
import { SalesByDay } from "#web/features/admin/reports/sales-by-day.tsx";
import { SummaryCards } from "#web/features/admin/reports/summary-cards.tsx";
import { useReportPeriod } from "#web/features/admin/reports/use-report-period.ts";

export function AdminReportsPage() {
  const [period, setPeriod] = useReportPeriod();
  const { data, isPending, isError, error, isPlaceholderData } = useReportSummary(period);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl">Relatórios</h1>
          <p className="text-muted text-sm">
            Vendas de {formatDay(period.from)} a {formatDay(period.to)} (pedidos cancelados não
            contam)
          </p>
        </div>
        <CsvDownloadLink href={ordersCsvUrl(period)} label="Exportar pedidos (CSV)" />
      </div>

      <PeriodPicker period={period} onChange={setPeriod} />

      {isPending && (
        <div className="flex flex-col gap-4" role="status" aria-label="Carregando relatório">
          <Skeleton className="h-24" />
          <Skeleton className="h-72" />
        </div>
      )}
      {isError && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          Não foi possível carregar o relatório. {error.message}
        </p>
      )}
      {data && (
        <div
          className="flex flex-col gap-6 transition-opacity aria-busy:opacity-60"
          aria-busy={isPlaceholderData}
        >
          <SummaryCards summary={data} />
          {data.orderCount === 0 ? (
            <p role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
              Nenhuma venda neste período. Escolha outro período para ver os números.
            </p>
          ) : (
            <>
              {/* The period of the figures shown, which lags `period` while the next loads. */}
              <SalesByDay period={data} days={data.salesByDay} />
              <ReportTables summary={data} period={data} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
