import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import { formatBRL } from "#shared/money.ts";

export function TopSellers({ sellers }: { sellers: DashboardFigures["topSellers"] }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="top-heading">
      <h2 id="top-heading" className="font-bold text-lg">
        Mais vendidos
      </h2>
      <p className="text-muted text-sm">
        Desde o primeiro pedido; os picolés das caixas de festa contam no seu sabor
      </p>
      {sellers.length === 0 ? (
        <p className="mt-2 text-muted text-sm">Nenhuma venda ainda.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {sellers.map((seller, index) => (
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
  );
}
