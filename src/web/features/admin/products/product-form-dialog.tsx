import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type AdminProductDetail,
  type ProductInput,
  type ProductUpdate,
  STOCK_CHANGED,
} from "#shared/admin-products.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { adminProductQueries, useAdminProduct, useSaveProduct } from "./api.ts";
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

/**
 * An edit sends the stock this form started from, not the product as refetched since (staff
 * may switch windows while orders come in): the server keeps what was sold meanwhile, or
 * refuses a new count typed over it. After that refusal the next save starts from the stock
 * as it is now, and goes through.
 */
function EditProductForm({
  product,
  onSave,
  onCancel,
}: {
  product: AdminProductDetail;
  onSave(data: ProductUpdate): Promise<AdminProductDetail>;
  onCancel(): void;
}) {
  const queryClient = useQueryClient();
  const [expectedStockQuantity, setExpectedStockQuantity] = useState(product.stockQuantity);
  return (
    <ProductForm
      defaultValues={toInput(product)}
      submitLabel="Salvar alterações"
      onCancel={onCancel}
      onSubmit={async (data) => {
        try {
          await onSave({ ...data, expectedStockQuantity });
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === STOCK_CHANGED) {
            const now = await queryClient.fetchQuery(adminProductQueries.detail(product.id));
            setExpectedStockQuantity(now.stockQuantity);
          }
          throw error;
        }
        toast.success("Picolé atualizado com sucesso");
        onCancel();
      }}
    />
  );
}
