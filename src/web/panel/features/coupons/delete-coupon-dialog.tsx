import type { AdminCoupon } from "#shared/admin-coupons.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { toast } from "#web/lib/toast.ts";
import { useDeleteCoupon } from "./api.ts";

/**
 * Confirms a delete. The server keeps a coupon that orders used (switched off) for their
 * history; the dialog says so beforehand and the toast says which happened.
 */
export function DeleteCouponDialog({
  coupon,
  onOpenChange,
}: {
  coupon: AdminCoupon | null;
  onOpenChange(open: boolean): void;
}) {
  const remove = useDeleteCoupon();

  const confirm = async () => {
    if (!coupon) return;
    try {
      const result = await remove.mutateAsync(coupon.code);
      toast.success(
        result.outcome === "deleted"
          ? `Cupom ${coupon.code} excluído`
          : `Cupom ${coupon.code} já foi usado em pedidos: foi desativado em vez de excluído`,
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível excluir o cupom");
    }
  };

  return (
    <Dialog open={coupon !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md!" role="alertdialog">
        <DialogTitle>Excluir o cupom {coupon?.code}?</DialogTitle>
        <DialogDescription>
          {coupon && coupon.usageCount > 0
            ? "Este cupom já foi usado em pedidos: ele será desativado e mantido no histórico."
            : "O código deixa de valer no checkout. Esta ação não pode ser desfeita."}
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {coupon && coupon.usageCount > 0 ? "Desativar" : "Excluir"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
