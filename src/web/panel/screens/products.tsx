import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AdminProduct } from "#shared/admin-products.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { useAdminProducts, useSetProductActive } from "#web/panel/features/products/api.ts";
import { DeleteProductDialog } from "#web/panel/features/products/delete-product-dialog.tsx";
import { ProductFormDialog } from "#web/panel/features/products/product-form-dialog.tsx";
import { ProductRow } from "#web/panel/features/products/product-row.tsx";

/** Which form is open: none, a new picolé, or the edit of one. */
type FormState = { open: false } | { open: true; productId: string | null };

export function AdminProductsPage() {
  const { data: products, isPending, isError } = useAdminProducts();
  const setActive = useSetProductActive();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-extrabold text-3xl">Picolés</h1>
        <Button onClick={() => setForm({ open: true, productId: null })}>
          <Plus aria-hidden="true" />
          Novo picolé
        </Button>
      </div>
      {isPending && <p role="status">Carregando picolés...</p>}
      <p className="text-muted text-sm">
        O catálogo é da rede. O estoque é de cada loja: a equipe conta e marca os esgotados na{" "}
        <Link to="/admin/abertura" className="font-semibold text-brand-700 underline">
          Abertura da loja
        </Link>
        .
      </p>
      {products && (
        <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2" aria-label="Picolés">
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              onToggle={() => toggle(product.id, !product.isActive)}
              onEdit={() => setForm({ open: true, productId: product.id })}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </ul>
      )}
      <ProductFormDialog
        open={form.open}
        productId={form.open ? form.productId : null}
        onOpenChange={(open) => {
          if (!open) setForm({ open: false });
        }}
      />
      <DeleteProductDialog
        product={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
