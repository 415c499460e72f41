import type { AdminProductDetail, ProductData, ProductInput } from "#shared/admin-products.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { toast } from "#web/lib/toast.ts";
import { useAdminProduct, useSaveProduct } from "./api.ts";
import { NEW_PRODUCT, ProductForm } from "./product-form.tsx";

/** What the form edits: everything but the id. */
function toInput(product: AdminProductDetail): ProductInput {
  const { id: _id, ...input } = product;
  return input;
}

/**
 * "Novo picolé" (productId null) or "Editar picolé": the form in a dialog. An edit starts from
 * the product as stored now, loaded when the dialog opens.
 */
export function ProductFormDialog({
  productId,
  open,
  onOpenChange,
}: {
  productId: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const editing = productId !== null;
  const product = useAdminProduct(open ? productId : null);
  const save = useSaveProduct();

  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh]! max-w-2xl!">
        <DialogTitle>{editing ? "Editar picolé" : "Novo picolé"}</DialogTitle>
        <DialogDescription>
          {editing
            ? "As mudanças aparecem na loja assim que você salvar."
            : "O picolé entra no catálogo da rede assim que for criado; cada loja o vende depois de contar o estoque dele na Abertura da loja."}
        </DialogDescription>
        {editing && product.isPending && <p role="status">Carregando picolé...</p>}
        {editing && product.isError && (
          <p role="alert" className="font-semibold text-red-700">
            {product.error.message}
          </p>
        )}
        {editing && product.data && (
          <EditProductForm
            // A fresh form for each product.
            key={product.data.id}
            product={product.data}
            onSave={(data) => save.mutateAsync({ id: product.data.id, data })}
            onCancel={close}
          />
        )}
        {!editing && (
          <ProductForm
            defaultValues={NEW_PRODUCT}
            submitLabel="Criar picolé"
            onCancel={close}
            onSubmit={async (data) => {
              await save.mutateAsync({ id: null, data });
              toast.success("Picolé criado com sucesso");
              close();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** An edit of the chain's catalogue: stock is each store's (Abertura da loja), not here. */
function EditProductForm({
  product,
  onSave,
  onCancel,
}: {
  product: AdminProductDetail;
  onSave(data: ProductData): Promise<AdminProductDetail>;
  onCancel(): void;
}) {
  return (
    <ProductForm
      defaultValues={toInput(product)}
      submitLabel="Salvar alterações"
      onCancel={onCancel}
      onSubmit={async (data) => {
        await onSave(data);
        toast.success("Picolé atualizado com sucesso");
        onCancel();
      }}
    />
  );
}
