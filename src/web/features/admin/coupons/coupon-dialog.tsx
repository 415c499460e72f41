import { type FormEvent, useState } from "react";
import type { AdminCoupon } from "#shared/admin-coupons.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Switch } from "#web/features/admin/settings/switch.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useCreateCoupon, useUpdateCoupon } from "./api.ts";
import {
  type CouponFormErrors,
  type CouponFormValues,
  couponFormValues,
  toCouponCreate,
  toCouponUpdate,
} from "./coupon-form.ts";

/** Creates a coupon (coupon null) or edits one; the code of an existing coupon stays. */
export function CouponDialog({
  open,
  onOpenChange,
  coupon,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  coupon: AdminCoupon | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md! overflow-y-auto">
        <DialogTitle>{coupon ? `Editar cupom ${coupon.code}` : "Novo cupom"}</DialogTitle>
        <DialogDescription>
          O cliente digita o código no checkout, em maiúsculas ou minúsculas.
        </DialogDescription>
        {open && <CouponForm coupon={coupon} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone(): void }) {
  const [values, setValues] = useState<CouponFormValues>(() => couponFormValues(coupon));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const saving = create.isPending || update.isPending;

  const set = (field: keyof CouponFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  /** Saves the checked values; false when the form still has errors. */
  const save = async (): Promise<boolean> => {
    if (coupon) {
      const checked = toCouponUpdate(values);
      if (!checked.ok) return showErrors(checked.errors);
      await update.mutateAsync({ code: coupon.code, update: checked.value });
      toast.success(`Cupom ${coupon.code} atualizado`);
    } else {
      const checked = toCouponCreate(values);
      if (!checked.ok) return showErrors(checked.errors);
      const created = await create.mutateAsync(checked.value);
      toast.success(`Cupom ${created.code} criado`);
    }
    return true;
  };

  const showErrors = (found: CouponFormErrors) => {
    setErrors(found);
    return false;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (await save()) onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : "Não foi possível salvar o cupom";
      if (error instanceof ApiRequestError && error.code === "coupon_exists") {
        setErrors({ code: message });
      }
      toast.error(message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        label="Código"
        value={values.code}
        onChange={set("code")}
        error={errors.code}
        hint={coupon ? "O código não muda depois de criado." : "De 3 a 30 letras ou números."}
        readOnly={coupon !== null}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={30}
        className="uppercase"
      />
      <FormField
        label="Desconto (%)"
        value={values.percentOff}
        onChange={set("percentOff")}
        error={errors.percentOff}
        inputMode="numeric"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Válido a partir de"
          type="date"
          value={values.validFrom}
          onChange={set("validFrom")}
          error={errors.validFrom}
          hint="Em branco: desde já."
        />
        <FormField
          label="Válido até"
          type="date"
          value={values.validTo}
          onChange={set("validTo")}
          error={errors.validTo}
          hint="Em branco: sem fim."
        />
      </div>
      <FormField
        label="Limite de usos"
        value={values.usageLimit}
        onChange={set("usageLimit")}
        error={errors.usageLimit}
        hint={
          coupon
            ? `Em branco: sem limite. Já usado ${coupon.usageCount} ${coupon.usageCount === 1 ? "vez" : "vezes"}.`
            : "Em branco: sem limite."
        }
        inputMode="numeric"
        autoComplete="off"
      />
      <Switch
        checked={values.isActive}
        onCheckedChange={(isActive) => setValues((current) => ({ ...current, isActive }))}
        label="Ativo"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Salvando..." : coupon ? "Salvar alterações" : "Criar cupom"}
        </Button>
      </div>
    </form>
  );
}
