import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminCoupon } from "#shared/admin-coupons.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAdminCoupons } from "#web/panel/features/coupons/api.ts";
import { CouponDialog } from "#web/panel/features/coupons/coupon-dialog.tsx";
import { CouponList } from "#web/panel/features/coupons/coupon-list.tsx";
import { DeleteCouponDialog } from "#web/panel/features/coupons/delete-coupon-dialog.tsx";

/** Coupons (the "Marketing" screen): the discount coupons the checkout accepts. */
export function AdminCouponsPage() {
  const { data: coupons, isPending, isError } = useAdminCoupons();
  const [editing, setEditing] = useState<{ coupon: AdminCoupon | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-extrabold text-3xl">Marketing</h1>
      <section className="flex flex-col gap-4" aria-labelledby="coupons-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="coupons-heading" className="font-bold text-xl">
              Cupons de desconto
            </h2>
            <p className="text-muted text-sm">
              Um cupom tira uma porcentagem ou um valor dos produtos, ou o frete; pode pedir um
              mínimo e valer só em alguns estados ou lojas.
            </p>
          </div>
          <Button type="button" onClick={() => setEditing({ coupon: null })}>
            <Plus aria-hidden="true" />
            Novo cupom
          </Button>
        </div>
        {isPending && <p role="status">Carregando cupons...</p>}
        {isError && <p role="alert">Não foi possível carregar os cupons.</p>}
        {coupons?.length === 0 && (
          <p className="rounded-2xl bg-white p-5 text-muted shadow-sm">
            Nenhum cupom ainda. Crie o primeiro em “Novo cupom”.
          </p>
        )}
        {coupons && coupons.length > 0 && (
          <CouponList
            coupons={coupons}
            onEdit={(coupon) => setEditing({ coupon })}
            onDelete={setDeleting}
          />
        )}
      </section>
      <CouponDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        coupon={editing?.coupon ?? null}
      />
      <DeleteCouponDialog coupon={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
