import { COUNTED_ORDERS_RULE, periodName, SHOP_DAYS_NOTE } from "#shared/admin-reports.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ClubReportSection } from "#web/panel/features/club/club-report-section.tsx";
import { ordersCsvUrl, useReportSummary } from "#web/panel/features/reports/api.ts";
import { CsvDownloadLink } from "#web/panel/features/reports/csv-download-link.tsx";
import { PeriodPicker } from "#web/panel/features/reports/period-picker.tsx";
import { shopToday } from "#web/panel/features/reports/period-presets.ts";
import { ReportTables } from "#web/panel/features/reports/report-tables.tsx";
import { SalesByDay } from "#web/panel/features/reports/sales-by-day.tsx";
import { SummaryCards } from "#web/panel/features/reports/summary-cards.tsx";
import { useReportPeriod } from "#web/panel/features/reports/use-report-period.ts";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import { scopeLabel } from "#web/panel/features/stores/scope-label.ts";
import { StoreScopeSelect } from "#web/panel/features/stores/store-scope-select.tsx";
import { useStoreParam } from "#web/panel/features/stores/use-store-param.ts";

export function AdminReportsPage() {
  const [period, setPeriod] = useReportPeriod();
  const [storeId, setStoreId] = useStoreParam();
  const { access } = useStaffSession();
  const filter = { ...period, storeId };
  const { data, isPending, isError, error, isPlaceholderData } = useReportSummary(filter);
  // The figures on screen and their downloads: the last answer, until the next one arrives.
  const shown = data?.summary;
  const shownFilter = data?.filter ?? filter;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl">Relatórios</h1>
          <p className="font-semibold" data-testid="report-period">
            {periodName(period, shopToday())}
          </p>
          <p className="max-w-prose text-muted text-sm">
            {COUNTED_ORDERS_RULE} {SHOP_DAYS_NOTE}
          </p>
          {shown && (
            <p className="font-semibold text-sm" data-testid="report-scope">
              {scopeLabel(shown.scope)}
            </p>
          )}
        </div>
        <CsvDownloadLink href={ordersCsvUrl(shownFilter)} label="Exportar pedidos (CSV)" />
      </div>

      <div className="flex flex-col gap-4">
        <StoreScopeSelect value={storeId} onChange={setStoreId} />
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>

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
      {shown && (
        <div
          className="flex flex-col gap-6 transition-opacity aria-busy:opacity-60"
          aria-busy={isPlaceholderData}
        >
          <SummaryCards summary={shown} />
          {shown.orderCount === 0 ? (
            <p role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
              Nenhuma venda neste período. Escolha outro período para ver os números.
            </p>
          ) : (
            <>
              {/* The filter of the figures shown, which lags the page's while the next loads. */}
              <SalesByDay period={shownFilter} days={shown.salesByDay} />
              <ReportTables summary={shown} period={shownFilter} />
            </>
          )}
        </div>
      )}
      {/* The chain's club, for HQ only: its own period (months), apart from the sales above. */}
      {access.hq && <ClubReportSection />}
    </div>
  );
}
