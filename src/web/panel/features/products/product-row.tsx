import { Pencil, Trash2 } from "lucide-react";
import type { AdminProduct } from "#shared/admin-products.ts";
import { formatBRL } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";

/** Where the flavour is out, across the chain (each store counts its own stock). */
function storesSummary({ kind, soldOutStores, storeCount }: AdminProduct): string {
  // A box has no stock of its own: its flavours' stock at each store is what counts.
  if (kind === "box") return "caixa de festa: usa o estoque dos sabores";
  if (soldOutStores === 0) return "à venda em todas as lojas";
  if (soldOutStores >= storeCount) return "esgotado em todas as lojas";
  return `esgotado em ${soldOutStores} de ${storeCount} ${storeCount === 1 ? "loja" : "lojas"}`;
}

/**
 * One picolé in the staff list. Every button names its product ("Editar Picolé de Morango"): a
 * screen reader's list of buttons, or voice control, tells 29 rows apart by name.
 */
export function ProductRow({
  product,
  onToggle,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const out = product.soldOutStores;
  return (
    <li
      className="grid min-w-0 grid-cols-[3.5rem_1fr] items-center gap-x-3 gap-y-1 rounded-2xl bg-white p-3 shadow-sm sm:flex"
      data-testid="admin-product"
    >
      <img
        src={product.imageUrl}
        alt=""
        width={56}
        height={56}
        className="row-span-2 size-14 rounded-xl bg-ice-50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold">{product.name}</p>
        <p className="text-muted text-sm">
          {formatBRL(product.priceCents)} ·{" "}
          <span className={cn(out > 0 && "font-bold text-amber-800")}>
            {storesSummary(product)}
          </span>
        </p>
      </div>
      <div className="-ml-1 flex shrink-0 items-center gap-1 sm:ml-auto">
        <button
          type="button"
          onClick={onToggle}
          aria-pressed={product.isActive}
          className={cn(
            "mr-1 rounded-full px-4 py-2 font-semibold text-sm",
            product.isActive ? "bg-green-700 text-white" : "bg-ink/10 text-ink",
          )}
        >
          <span className="sr-only">{product.name}: </span>
          {product.isActive ? "Ativo" : "Inativo"}
        </button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onEdit}
          aria-label={`Editar ${product.name}`}
          title="Editar"
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700!"
          onClick={onDelete}
          aria-label={`Excluir ${product.name}`}
          title="Excluir"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
