import { Pencil, Trash2 } from "lucide-react";
import {
  type AdminCoupon,
  COUPON_STATUS_LABELS,
  type CouponStatus,
  couponStatus,
} from "#shared/admin-coupons.ts";
import { Switch } from "#web/features/admin/ui/switch.tsx";
import { toastOutcome } from "#web/features/admin/ui/toast-outcome.ts";
import { cn } from "#web/lib/utils.ts";
import { useUpdateCoupon } from "./api.ts";
import { validityLabel } from "./coupon-dates.ts";

const STATUS_STYLES: Record<CouponStatus, string> = {
  active: "bg-green-100 text-green-900",
  inactive: "bg-ink/10 text-ink",
  scheduled: "bg-ice-100 text-ink",
  expired: "bg-amber-100 text-amber-950",
  exhausted: "bg-amber-100 text-amber-950",
};

/** "3 / 100", or "3 / sem limite". */
function usesLabel(coupon: AdminCoupon): string {
  return `${coupon.usageCount} / ${coupon.usageLimit ?? "sem limite"}`;
}

export function CouponList({
  coupons,
  onEdit,
  onDelete,
}: {
  coupons: AdminCoupon[];
  onEdit(coupon: AdminCoupon): void;
  onDelete(coupon: AdminCoupon): void;
}) {
  const update = useUpdateCoupon();
  const now = new Date();

  const setActive = (coupon: AdminCoupon, isActive: boolean) =>
    toastOutcome(
      update.mutateAsync({ code: coupon.code, update: { isActive } }),
      `Cupom ${coupon.code} ${isActive ? "ativado" : "desativado"}`,
    );

  return (
    <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2" aria-label="Cupons">
      {coupons.map((coupon) => {
        const status = couponStatus(coupon, now);
        return (
          <li
            key={coupon.code}
            className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm"
            data-testid="admin-coupon"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-extrabold font-mono text-lg">{coupon.code}</p>
                <p className="font-semibold text-brand-700">{coupon.percentOff}% de desconto</p>
              </div>
              <span
                className={cn(
                  "shrink-0 rounded-full px-3 py-1 font-semibold text-xs",
                  STATUS_STYLES[status],
                )}
              >
                {COUPON_STATUS_LABELS[status]}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted">Validade</dt>
                <dd>{validityLabel(coupon.validFrom, coupon.validTo)}</dd>
              </div>
              <div>
                <dt className="text-muted">Usos</dt>
                <dd data-testid="coupon-uses">{usesLabel(coupon)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Switch
                checked={coupon.isActive}
                onCheckedChange={(isActive) => setActive(coupon, isActive)}
                label={
                  <>
                    Ativo<span className="sr-only"> (cupom {coupon.code})</span>
                  </>
                }
              />
              <div className="flex gap-1">
                <button
                  type="button"
                  onClick={() => onEdit(coupon)}
                  className="grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50"
                  aria-label={`Editar cupom ${coupon.code}`}
                >
                  <Pencil className="size-5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(coupon)}
                  className="grid size-11 place-items-center rounded-full text-red-700 hover:bg-red-50"
                  aria-label={`Excluir cupom ${coupon.code}`}
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
