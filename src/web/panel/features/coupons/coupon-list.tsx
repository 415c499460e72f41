import { Pencil, Trash2 } from "lucide-react";
import {
  type AdminCoupon,
  COUPON_STATUS_LABELS,
  type CouponStatus,
  couponStatus,
} from "#shared/admin-coupons.ts";
import { formatBRL } from "#shared/money.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { Switch } from "#web/panel/features/ui/switch.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdateCoupon } from "./api.ts";
import { validityLabel } from "./coupon-dates.ts";

const STATUS_STYLES: Record<CouponStatus, string> = {
  active: "bg-green-100 text-green-900",
  inactive: "bg-ink/10 text-ink",
  scheduled: "bg-ice-100 text-ink",
  expired: "bg-amber-100 text-amber-950",
  exhausted: "bg-amber-100 text-amber-950",
};

/** What the coupon takes off: "10%", "R$ 5,00", "Frete grátis". */
export function couponValueLabel(coupon: AdminCoupon): string {
  if (coupon.kind === "free_delivery") return "Frete grátis";
  if (coupon.kind === "amount") return formatBRL(coupon.amountOffCents ?? 0);
  return `${coupon.percentOff}%`;
}

/** Its conditions: "Mín. R$ 30,00", "Só PE", "Só 3 lojas", "Só PE e 2 lojas"; none, none. */
export function couponConditionLabels(coupon: AdminCoupon): string[] {
  const labels: string[] = [];
  if (coupon.minOrderCents) labels.push(`Mín. ${formatBRL(coupon.minOrderCents)}`);
  const where = [
    ...(coupon.states ?? []),
    ...(coupon.storeIds
      ? [coupon.storeIds.length === 1 ? "1 loja" : `${coupon.storeIds.length} lojas`]
      : []),
  ];
  if (where.length > 0) {
    labels.push(
      `Só ${where.length === 1 ? where[0] : `${where.slice(0, -1).join(", ")} e ${where.at(-1)}`}`,
    );
  }
  return labels;
}

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
        const conditions = couponConditionLabels(coupon);
        return (
          <li
            key={coupon.code}
            className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm"
            data-testid="admin-coupon"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-extrabold font-mono text-lg">{coupon.code}</p>
                <p className="font-semibold text-brand-700">
                  {couponValueLabel(coupon)}
                  {coupon.kind !== "free_delivery" && " de desconto"}
                </p>
                {conditions.length > 0 && (
                  <ul className="mt-1 flex flex-wrap gap-1" aria-label="Condições">
                    {conditions.map((label) => (
                      <li key={label} className="rounded-full bg-ice-100 px-2 py-0.5 text-xs">
                        {label}
                      </li>
                    ))}
                  </ul>
                )}
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
