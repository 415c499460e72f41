import { useEffect } from "react";
import { toast } from "sonner";
import { LOW_STOCK_THRESHOLD } from "../../../shared/admin.ts";
import { formatBRL } from "../../../shared/money.ts";
import { useAdminProducts, useSetProductActive } from "../../features/admin/api/products.ts";
import { cn } from "../../lib/utils.ts";

export function AdminProductsPage() {
  const { data: products, isPending, isError } = useAdminProducts();
  const setActive = useSetProductActive();

  useEffect(() => {
    if (isError) toast.error("Erro ao carregar produtos");
  }, [isError]);

  const toggle = (id: string, isActive: boolean) =>
    setActive.mutate(
      { id, isActive },
      {
        onSuccess: () => toast.success("Status atualizado com sucesso"),
        onError: () => toast.error("Erro ao atualizar status"),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-extrabold text-3xl">Picolés</h1>
      {isPending && <p role="status">Carregando picolés...</p>}
      {products && (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Picolés">
          {products.map((product) => {
            const low = product.stockQuantity < LOW_STOCK_THRESHOLD;
            return (
              <li
                key={product.id}
                className="flex min-w-0 items-center gap-3 rounded-2xl bg-white p-3 shadow-sm"
                data-testid="admin-product"
              >
                <img
                  src={product.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-xl bg-ice-50"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-bold">{product.name}</p>
                  <p className="text-muted text-sm">
                    {formatBRL(product.priceCents)} ·{" "}
                    <span className={cn(low && "font-bold text-amber-800")}>
                      {product.stockQuantity} em estoque{low ? " (baixo)" : ""}
                    </span>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => toggle(product.id, !product.isActive)}
                  aria-pressed={product.isActive}
                  className={cn(
                    "shrink-0 rounded-full px-4 py-2 font-semibold text-sm",
                    product.isActive ? "bg-green-700 text-white" : "bg-ink/10 text-ink",
                  )}
                >
                  <span className="sr-only">{product.name}: </span>
                  {product.isActive ? "Ativo" : "Inativo"}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
