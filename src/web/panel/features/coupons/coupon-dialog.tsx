import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { AdminCoupon } from "#shared/admin-coupons.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { ReaisPrefix } from "#web/panel/features/ui/reais-prefix.tsx";
import { Switch } from "#web/panel/features/ui/switch.tsx";
import { useCreateCoupon, useUpdateCoupon } from "./api.ts";
import {
  type CouponFormResult,
  type CouponFormValues,
  couponCreateFormSchema,
  couponFormValues,
  couponUpdateFormSchema,
} from "./coupon-form.ts";
import { CouponScopeFields } from "./coupon-scope-fields.tsx";

const KIND_LABELS = {
  percent: "Porcentagem dos produtos (%)",
  amount: "Valor fixo em reais (R$)",
  free_delivery: "Frete grátis",
} as const;

/** An amount in reais, with "R$" in front of what is typed. */
function ReaisInput(props: ComponentProps<typeof Input>) {
  return (
    <ReaisPrefix>
      <Input inputMode="decimal" autoComplete="off" className="pl-10" {...props} />
    </ReaisPrefix>
  );
}

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
  const form = useForm<CouponFormValues, unknown, CouponFormResult>({
    resolver: coupon ? zodResolver(couponUpdateFormSchema) : zodResolver(couponCreateFormSchema),
    defaultValues: couponFormValues(coupon),
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: "kind" });
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const saving = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (checked) => {
    try {
      if (checked.action === "update" && coupon) {
        await update.mutateAsync({ code: coupon.code, update: checked.update });
        toast.success(`Cupom ${coupon.code} atualizado`);
      } else if (checked.action === "create") {
        const created = await create.mutateAsync(checked.create);
        toast.success(`Cupom ${created.code} criado`);
      }
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : "Não foi possível salvar o cupom";
      if (error instanceof ApiRequestError && error.code === "coupon_exists") {
        form.setError("code", { message });
      }
      toast.error(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        label="Código"
        error={errors.code?.message}
        {...form.register("code")}
        hint={coupon ? "O código não muda depois de criado." : "De 3 a 30 letras ou números."}
        readOnly={coupon !== null}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={30}
        className="uppercase"
      />
      <FormField label="Tipo de desconto" error={errors.kind?.message}>
        {(control) => (
          <Select {...control} {...form.register("kind")}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {kind === "percent" && (
        <FormField
          label="Desconto (%)"
          error={errors.percentOff?.message}
          {...form.register("percentOff")}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      {kind === "amount" && (
        <FormField
          label="Desconto (R$)"
          error={errors.amountOffCents?.message}
          hint="Nunca passa do valor dos produtos."
        >
          {(control) => <ReaisInput {...control} {...form.register("amountOffCents")} />}
        </FormField>
      )}
      {kind === "free_delivery" && (
        <p className="-mt-2 text-muted text-sm">O desconto é a taxa de entrega do pedido.</p>
      )}
      <FormField
        label="Pedido mínimo (R$)"
        error={errors.minOrderCents?.message}
        hint="Em branco: sem mínimo. Conta só os produtos, sem a entrega."
      >
        {(control) => <ReaisInput {...control} {...form.register("minOrderCents")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Válido a partir de"
          type="date"
          error={errors.validFrom?.message}
          {...form.register("validFrom")}
          hint="Em branco: desde já."
        />
        <FormField
          label="Válido até"
          type="date"
          error={errors.validTo?.message}
          {...form.register("validTo")}
          hint="Em branco: sem fim."
        />
      </div>
      <FormField
        label="Limite de usos"
        error={errors.usageLimit?.message}
        {...form.register("usageLimit")}
        hint={
          coupon
            ? `Em branco: sem limite. Já usado ${coupon.usageCount} ${coupon.usageCount === 1 ? "vez" : "vezes"}.`
            : "Em branco: sem limite."
        }
        inputMode="numeric"
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="states"
        render={({ field: states }) => (
          <Controller
            control={form.control}
            name="storeIds"
            render={({ field: storeIds }) => (
              <CouponScopeFields
                states={states.value}
                storeIds={storeIds.value}
                onStatesChange={states.onChange}
                onStoreIdsChange={storeIds.onChange}
              />
            )}
          />
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch checked={field.value} onCheckedChange={field.onChange} label="Ativo" />
        )}
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
