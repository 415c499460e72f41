import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { type DashboardFigures, LOW_STOCK_THRESHOLD } from "#shared/admin-dashboard.ts";

type LowStock = DashboardFigures["lowStock"];

const flavours = (count: number) => (count === 1 ? "1 sabor" : `${count} sabores`);
const stores = (count: number) => (count === 1 ? "1 loja" : `${count} lojas`);

/** One store's flavours under the threshold, with a way to count them again. */
function StoreFlavours({ lowStock, storeId }: { lowStock: LowStock; storeId: string }) {
  return (
    <>
      <p className="mt-1 text-sm">
        {flavours(lowStock.pairCount)} com menos de {LOW_STOCK_THRESHOLD} unidades nesta loja.
      </p>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {lowStock.flavours.map((flavour) => (
          <li key={flavour.productId} className="flex justify-between gap-3">
            <span>
              {flavour.name}
              {!flavour.isAvailable && <span className="text-amber-900"> · esgotado</span>}
            </span>
            <span className="font-bold">{flavour.stockQuantity} un.</span>
          </li>
        ))}
      </ul>
      <Link
        to={`/admin/abertura?loja=${encodeURIComponent(storeId)}`}
        className="mt-3 inline-block font-semibold text-sm underline"
      >
        Contar o estoque da loja
      </Link>
    </>
  );
}

/** Several stores: how much is low, and the stores with most low flavours. */
function MostAffectedStores({ lowStock }: { lowStock: LowStock }) {
  return (
    <>
      <p className="mt-1 text-sm">
        {flavours(lowStock.pairCount)} com menos de {LOW_STOCK_THRESHOLD} unidades, em{" "}
        {stores(lowStock.storeCount)}.
      </p>
      <h3 className="mt-3 font-semibold text-sm">Lojas com mais sabores em falta</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {lowStock.stores.map((store) => (
          <li key={store.storeId} className="flex justify-between gap-3">
            <Link
              to={`/admin/dashboard?loja=${encodeURIComponent(store.storeId)}`}
              className="underline"
            >
              {store.name}
              <span className="text-amber-900">
                {" "}
                ({store.city}/{store.state})
              </span>
            </Link>
            <span className="shrink-0 font-bold">
              {flavours(store.lowCount)}
              {store.outCount > 0 && ` · ${store.outCount} sem estoque`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Low stock (per store), when there is any. */
export function LowStockCard({
  lowStock,
  singleStoreId,
}: {
  lowStock: LowStock;
  /** The store when the figures count one store only. */
  singleStoreId: string | null;
}) {
  if (lowStock.pairCount === 0) return null;
  return (
    <section
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      aria-labelledby="low-stock-heading"
      data-testid="low-stock"
    >
      <h2 id="low-stock-heading" className="flex items-center gap-2 font-bold">
        <TriangleAlert className="size-5" aria-hidden="true" />
        Estoque baixo
      </h2>
      {singleStoreId !== null ? (
        <StoreFlavours lowStock={lowStock} storeId={singleStoreId} />
      ) : (
        <MostAffectedStores lowStock={lowStock} />
      )}
    </section>
  );
}
