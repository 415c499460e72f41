import { Users } from "lucide-react";
import { COUNTED_ORDERS_RULE, SHOP_DAYS_NOTE } from "#shared/admin-reports.ts";
import { useDashboard } from "#web/panel/features/dashboard/api.ts";
import { LowStockCard } from "#web/panel/features/dashboard/low-stock-card.tsx";
import { PeriodFiguresCard } from "#web/panel/features/dashboard/period-figures-card.tsx";
import { Picoletometro } from "#web/panel/features/dashboard/picoletometro.tsx";
import { ScheduledLoadCard } from "#web/panel/features/dashboard/scheduled-load-card.tsx";
import { TopSellers } from "#web/panel/features/dashboard/top-sellers.tsx";
import { scopeLabel } from "#web/panel/features/stores/scope-label.ts";
import { StoreScopeSelect } from "#web/panel/features/stores/store-scope-select.tsx";
import { useStoreParam } from "#web/panel/features/stores/use-store-param.ts";
import { StatCard } from "#web/panel/features/ui/stat-card.tsx";

export function DashboardPage() {
  const [storeId, setStoreId] = useStoreParam();
  const { data, isPending, isError, isPlaceholderData } = useDashboard(storeId);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-extrabold text-3xl">Dashboard</h1>
          {data && (
            <p className="text-muted text-sm" data-testid="dashboard-scope">
              {scopeLabel(data.scope)}
            </p>
          )}
        </div>
        <StoreScopeSelect value={storeId} onChange={setStoreId} />
      </div>

      {isPending && <p role="status">Carregando números...</p>}
      {isError && !data && <p role="alert">Não foi possível carregar o dashboard.</p>}
      {data && (
        <div
          className="flex flex-col gap-6 transition-opacity aria-busy:opacity-60"
          aria-busy={isPlaceholderData}
        >
          {!data.hasOrders && (
            <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4" role="status">
              Ainda não há pedidos. Assim que os clientes comprarem, os números aparecem aqui.
            </p>
          )}
          {/* Side by side only where three sums in reais fit each card on one line. */}
          <div className="grid gap-4 xl:grid-cols-2">
            <PeriodFiguresCard id="dashboard-today" period={data.today} storeId={storeId} />
            <PeriodFiguresCard
              id="dashboard-last-7-days"
              period={data.last7Days}
              storeId={storeId}
            />
          </div>
          <p className="-mt-2 px-1 text-muted text-sm" data-testid="dashboard-rule">
            {COUNTED_ORDERS_RULE} {SHOP_DAYS_NOTE}
          </p>
          <ScheduledLoadCard storeId={storeId} />
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Picoletometro
                periodLabel={data.currentMonth.label}
                salesCents={data.currentMonthSalesCents}
                goalCents={data.monthlyGoalCents}
                quantity={data.currentMonthQuantity}
                goalQuantity={data.monthlyGoalQuantity}
              />
              {data.goalShare && (
                <p className="px-1 text-muted text-sm" data-testid="goal-share">
                  {data.goalShare.storeCount === 1
                    ? `Meta desta loja: a meta da rede dividida entre as ${data.goalShare.chainStoreCount} lojas.`
                    : `Meta destas ${data.goalShare.storeCount} lojas: a parte delas na meta da rede (${data.goalShare.storeCount} de ${data.goalShare.chainStoreCount} lojas).`}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-6">
              <StatCard
                label="Clientes ativos"
                value={data.activeCustomers}
                hint={`${data.activeCustomersPeriod.label} · ${data.newCustomers} ${data.newCustomers === 1 ? "novo" : "novos"} este mês`}
                icon={Users}
              />
              <LowStockCard
                lowStock={data.lowStock}
                singleStoreId={
                  data.scope.stores.length === 1 ? (data.scope.stores[0]?.id ?? null) : null
                }
              />
              <TopSellers sellers={data.topSellers} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
