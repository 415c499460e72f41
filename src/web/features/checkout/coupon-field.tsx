import { useState } from "react";
import { MESSAGES } from "#shared/order-terms.ts";
import type { CouponView } from "#shared/orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { getCoupon } from "./api.ts";

/** Applies a coupon once; there is no removal, and the field locks once applied. */
export function CouponField({
  applied,
  onApplied,
}: {
  applied: CouponView | null;
  onApplied(coupon: CouponView): void;
}) {
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    if (!code.trim()) {
      toast.error(MESSAGES.invalidCoupon);
      return;
    }
    setChecking(true);
    try {
      const coupon = await getCoupon(code);
      onApplied(coupon);
      toast.success(`Cupom aplicado: -${coupon.percentOff}%`);
    } catch (error) {
      // 404 is the server's "no such usable coupon"; anything else (network, 5xx) says itself.
      const message =
        error instanceof ApiRequestError && error.status !== 404
          ? error.message
          : MESSAGES.invalidCoupon;
      toast.error(message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <FormField label="Código do cupom">
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
          <Button
            type="button"
            variant="outline"
            onClick={apply}
            disabled={applied !== null || checking}
          >
            {applied ? "Aplicado" : "Aplicar"}
          </Button>
        </div>
      )}
    </FormField>
  );
}
