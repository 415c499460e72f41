import type { AdminProductDetail, ProductInput } from "../../../../shared/admin-products.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
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
            : "O picolé aparece na loja assim que for criado, se estiver ativo."}
        </DialogDescription>
        {editing && product.isPending && <p role="status">Carregando picolé...</p>}
        {editing && product.isError && (
          <p role="alert" className="font-semibold text-red-700">
            {product.error.message}
          </p>
        )}
        {(!editing || product.data) && (
          <ProductForm
            // A fresh form for each product (and for each new one).
            key={product.data?.id ?? "novo"}
            defaultValues={product.data ? toInput(product.data) : NEW_PRODUCT}
            submitLabel={editing ? "Salvar alterações" : "Criar picolé"}
            onCancel={close}
            onSubmit={async (data) => {
              await save.mutateAsync({ id: productId, data });
              toast.success(
                editing ? "Picolé atualizado com sucesso" : "Picolé criado com sucesso",
              );
              close();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
