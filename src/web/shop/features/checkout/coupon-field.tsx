import { useState } from "react";
import { formatBRL } from "#shared/money.ts";
import { type DeliveryMethod, MESSAGES } from "#shared/order-terms.ts";
import type { CouponView } from "#shared/orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { getCoupon } from "./api.ts";

/** "-10%", "-R$ 5,00", "frete grátis": what the applied coupon takes off. */
const couponOff = (coupon: CouponView) =>
  coupon.kind === "free_delivery"
    ? "frete grátis"
    : `-${coupon.percentOff ? `${coupon.percentOff}%` : formatBRL(coupon.amountOffCents ?? 0)}`;

/**
 * Applies a coupon the server checks for this order (its store, receiving method and products),
 * and removes it. Why the server refused one (here or on placing the order) stays under the field.
 */
export function CouponField({
  applied,
  order,
  error,
  onChange,
}: {
  applied: CouponView | null;
  order: { storeId?: string; deliveryMethod: DeliveryMethod; subtotalCents: number };
  error: string | undefined;
  onChange(coupon: CouponView | null, error?: string): void;
}) {
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    setChecking(true);
    try {
      const coupon = await getCoupon(code, order);
      onChange(coupon);
      toast.success(`Cupom aplicado: ${couponOff(coupon)}`);
    } catch (refused) {
      // The server says why (expired, used up, …), or "Cupom inválido" (a blank code too).
      onChange(null, refused instanceof ApiRequestError ? refused.message : MESSAGES.invalidCoupon);
    } finally {
      setChecking(false);
    }
  };

  return (
    <FormField label="Código do cupom" error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            value={applied ? applied.code : code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void apply();
              }
            }}
            disabled={applied !== null}
            autoCapitalize="characters"
            autoComplete="off"
          />
          {applied ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => onChange(null)}
              aria-label={`Remover cupom ${applied.code}`}
            >
              Remover
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={apply} disabled={checking}>
              Aplicar
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
