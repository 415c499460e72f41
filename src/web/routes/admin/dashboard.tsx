import { DollarSign, PackageCheck, Receipt, Users } from "lucide-react";
import { formatBRL } from "#shared/money.ts";
import { useDashboard } from "#web/features/admin/dashboard/api.ts";
import { LowStockCard } from "#web/features/admin/dashboard/low-stock-card.tsx";
import { Picoletometro } from "#web/features/admin/dashboard/picoletometro.tsx";
import { TopSellers } from "#web/features/admin/dashboard/top-sellers.tsx";
import { scopeLabel } from "#web/features/admin/stores/scope-label.ts";
import { StoreScopeSelect } from "#web/features/admin/stores/store-scope-select.tsx";
import { useStoreParam } from "#web/features/admin/stores/use-store-param.ts";
import { StatCard } from "#web/features/admin/ui/stat-card.tsx";

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
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Vendas totais"
              value={formatBRL(data.totalSalesCents)}
              icon={DollarSign}
            />
            <StatCard
              label="Pedidos confirmados"
              value={data.confirmedOrders}
              icon={PackageCheck}
            />
            <StatCard
              label="Ticket médio"
              value={formatBRL(data.averageTicketCents)}
              icon={Receipt}
            />
            <StatCard
              label="Clientes ativos"
              value={data.activeCustomers}
              hint={`${data.newCustomers} ${data.newCustomers === 1 ? "novo" : "novos"} este mês`}
              icon={Users}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Picoletometro
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
