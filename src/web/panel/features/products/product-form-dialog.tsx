import { useState } from "react";
import type { AdminProductDetail, ProductData, ProductInput } from "#shared/admin-products.ts";
import { resolveStoreTargets, storeCount } from "#shared/store-targets.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminStores } from "#web/panel/features/stores/api.ts";
import { useAdminProduct, useSaveProduct } from "./api.ts";
import {
  type InitialStockDraft,
  InitialStockField,
  initialStockOf,
  NO_INITIAL_STOCK,
} from "./initial-stock-field.tsx";
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
            : "O picolé entra no catálogo da rede assim que for criado; cada loja o vende quando tem estoque dele: lance com um estoque inicial abaixo, ou cada loja conta o seu na Abertura da loja. Uma caixa de festa não tem estoque próprio: usa o dos sabores que leva."}
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
        {!editing && <NewProductForm onCancel={close} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A new picolé, optionally launched with an initial stock at chosen stores (created with it, in
 * one transaction on the server).
 */
function NewProductForm({ onCancel }: { onCancel(): void }) {
  const save = useSaveProduct();
  const { data: stores } = useAdminStores("");
  const [stock, setStock] = useState<InitialStockDraft>(NO_INITIAL_STOCK);
  const [stockError, setStockError] = useState<string>();
  return (
    <ProductForm
      defaultValues={NEW_PRODUCT}
      submitLabel="Criar picolé"
      onCancel={onCancel}
      flavourExtra={
        <InitialStockField
          draft={stock}
          onChange={(draft) => {
            setStock(draft);
            setStockError(undefined);
          }}
          error={stockError}
        />
      }
      onSubmit={async (data) => {
        // A box has no stock of its own: a launch stock typed before it became one is not sent.
        const { initialStock, error } = data.kind === "box" ? {} : initialStockOf(stock);
        setStockError(error);
        if (error) throw new ApiRequestError(422, "validation_failed", error);
        await save.mutateAsync({ id: null, data: { ...data, initialStock } });
        toast.success(
          initialStock
            ? `Picolé criado com estoque inicial em ${storeCount(
                resolveStoreTargets(stores ?? [], initialStock.stores).storeIds.length,
              )}`
            : "Picolé criado com sucesso",
        );
        onCancel();
      }}
    />
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
      productId={product.id}
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
