import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { ShopSettings } from "#shared/admin-settings.ts";
import { formatBRL } from "#shared/money.ts";
import { centsToBRLInput } from "#shared/money-input.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MONEY_HINT } from "#web/panel/features/ui/money-hint.ts";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdateShopSettings } from "./api.ts";
import { deliveryFeeFormSchema } from "./settings-forms.ts";

/** Entrega: what a delivery costs; pickup is always free. */
export function DeliveryFeeSection({ settings }: { settings: ShopSettings }) {
  const form = useForm({
    resolver: zodResolver(deliveryFeeFormSchema),
    defaultValues: { fee: centsToBRLInput(settings.deliveryFeeCents) },
  });
  const save = useUpdateShopSettings();

  const submit = form.handleSubmit(({ fee }) => {
    void toastOutcome(
      save.mutateAsync({ deliveryFeeCents: fee }),
      `Taxa de entrega salva: ${formatBRL(fee)}`,
    );
  });

  return (
    <SectionCard
      title="Entrega"
      description="A taxa com que cada bairro novo começa. Cada bairro de cada loja tem a sua (Lojas › Bairros de entrega); mudar esta não muda a dos bairros que já existem. Retirada não paga taxa."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="w-full max-w-56">
          <FormField
            label="Taxa de entrega (R$)"
            error={form.formState.errors.fee?.message}
            hint={MONEY_HINT}
            inputMode="decimal"
            autoComplete="off"
            {...form.register("fee")}
          />
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start">
          Salvar taxa
        </Button>
      </form>
    </SectionCard>
  );
}
