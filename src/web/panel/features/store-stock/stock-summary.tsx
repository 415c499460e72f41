import type { StoreStockLine } from "#shared/store-stock-schemas.ts";

/** At a glance: what the shop cannot sell at this store, and what runs low. */
export function StockSummary({
  lines,
  lowStockBelow,
}: {
  lines: readonly Pick<StoreStockLine, "stockQuantity" | "isAvailable">[];
  lowStockBelow: number;
}) {
  const soldOut = lines.filter((line) => !line.isAvailable || line.stockQuantity === 0).length;
  const low = lines.filter(
    (line) => line.isAvailable && line.stockQuantity > 0 && line.stockQuantity < lowStockBelow,
  ).length;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center" data-testid="stock-summary">
      <div className="rounded-2xl bg-white p-3 shadow-sm">
        <dt className="text-muted text-xs">Sabores</dt>
        <dd className="font-extrabold text-2xl">{lines.length}</dd>
      </div>
      <div className="rounded-2xl bg-white p-3 shadow-sm">
        <dt className="text-muted text-xs">Estoque baixo</dt>
        <dd className="font-extrabold text-2xl text-amber-800">{low}</dd>
      </div>
      <div className="rounded-2xl bg-white p-3 shadow-sm">
        <dt className="text-muted text-xs">Esgotados</dt>
        <dd className="font-extrabold text-2xl text-red-800">{soldOut}</dd>
      </div>
    </dl>
  );
}
