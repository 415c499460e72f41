import { DollarSign, PackageCheck, Receipt, TriangleAlert, Users } from "lucide-react";
import { Link } from "react-router";
import { LOW_STOCK_THRESHOLD } from "#shared/admin-dashboard.ts";
import { formatBRL } from "#shared/money.ts";
import { useDashboard } from "#web/features/admin/dashboard/api.ts";
import { Picoletometro } from "#web/features/admin/dashboard/picoletometro.tsx";
import { StatCard } from "#web/features/admin/dashboard/stat-card.tsx";

export function DashboardPage() {
  const { data, isPending, isError } = useDashboard();

  if (isPending) return <p role="status">Carregando números...</p>;
  if (isError) return <p role="alert">Não foi possível carregar o dashboard.</p>;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-extrabold text-3xl">Dashboard</h1>
      {!data.hasOrders && (
        <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4" role="status">
          Ainda não há pedidos. Assim que os clientes comprarem, os números aparecem aqui.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Vendas totais" value={formatBRL(data.totalSalesCents)} icon={DollarSign} />
        <StatCard label="Pedidos confirmados" value={data.confirmedOrders} icon={PackageCheck} />
        <StatCard label="Ticket médio" value={formatBRL(data.averageTicketCents)} icon={Receipt} />
        <StatCard
          label="Clientes ativos"
          value={data.activeCustomers}
          hint={`${data.newCustomers} ${data.newCustomers === 1 ? "novo" : "novos"} este mês`}
          icon={Users}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Picoletometro
          salesCents={data.currentMonthSalesCents}
          goalCents={data.monthlyGoalCents}
          quantity={data.currentMonthQuantity}
          goalQuantity={data.monthlyGoalQuantity}
        />
        <div className="flex flex-col gap-6">
          {data.lowStock.length > 0 && (
            <section
              className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
              aria-labelledby="low-stock-heading"
            >
              <h2 id="low-stock-heading" className="flex items-center gap-2 font-bold">
                <TriangleAlert className="size-5" aria-hidden="true" />
                Estoque baixo
              </h2>
              <p className="mt-1 text-sm">
                {data.lowStock.length} {data.lowStock.length === 1 ? "sabor está" : "sabores estão"}{" "}
                com menos de {LOW_STOCK_THRESHOLD} unidades.
              </p>
              <ul className="mt-3 flex flex-col gap-1 text-sm">
                {data.lowStock.map((product) => (
                  <li key={product.id} className="flex justify-between">
                    <span>{product.name}</span>
                    <span className="font-bold">{product.stockQuantity} un.</span>
                  </li>
                ))}
              </ul>
              <Link
                to="/admin/produtos"
                className="mt-3 inline-block font-semibold text-sm underline"
              >
                Ver picolés
              </Link>
            </section>
          )}
          <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="top-heading">
            <h2 id="top-heading" className="font-bold text-lg">
              Mais vendidos
            </h2>
            {data.topSellers.length === 0 ? (
              <p className="mt-2 text-muted text-sm">Nenhuma venda ainda.</p>
            ) : (
              <ol className="mt-3 flex flex-col gap-2">
                {data.topSellers.map((seller, index) => (
                  <li key={seller.productId} className="flex items-center gap-3 text-sm">
                    <span className="grid size-7 place-items-center rounded-full bg-brand-50 font-bold text-brand-700">
                      {index + 1}
                    </span>
                    <span className="flex-1">{seller.name}</span>
                    <span className="text-muted">{seller.quantity} un.</span>
                    <span className="font-bold">{formatBRL(seller.revenueCents)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
