import type { AdminProduct } from "#shared/admin-products.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { toast } from "#web/lib/toast.ts";
import { useDeleteProduct } from "./api.ts";

/** Asks before deleting: the picolé leaves the shop for good. */
export function DeleteProductDialog({
  product,
  onOpenChange,
}: {
  /** The product to delete; null keeps the dialog closed. */
  product: AdminProduct | null;
  onOpenChange(open: boolean): void;
}) {
  const remove = useDeleteProduct();

  const confirm = () => {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.success("Picolé excluído com sucesso");
        onOpenChange(false);
      },
      onError: (error) => toast.error(error.message || "Erro ao excluir picolé"),
    });
  };

  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Excluir picolé?</DialogTitle>
        <DialogDescription>
          {product?.name} sai da loja e do painel. Pedidos já feitos continuam com o histórico. Essa
          ação não pode ser desfeita.
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Excluindo..." : "Excluir"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
