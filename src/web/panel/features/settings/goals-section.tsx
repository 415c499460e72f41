import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { ShopSettings } from "#shared/admin-settings.ts";
import { centsToBRLInput } from "#shared/money-input.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MONEY_HINT } from "#web/panel/features/ui/money-hint.ts";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdateShopSettings } from "./api.ts";
import { goalsFormSchema } from "./settings-forms.ts";

/** Metas do mês: the Picoletômetro's goals on the dashboard. */
export function GoalsSection({ settings }: { settings: ShopSettings }) {
  const form = useForm({
    resolver: zodResolver(goalsFormSchema),
    defaultValues: {
      sales: centsToBRLInput(settings.monthlyGoalCents),
      units: String(settings.monthlyGoalQuantity),
    },
  });
  const { errors } = form.formState;
  const save = useUpdateShopSettings();

  const submit = form.handleSubmit(({ sales, units }) => {
    void toastOutcome(
      save.mutateAsync({ monthlyGoalCents: sales, monthlyGoalQuantity: units }),
      "Metas do mês salvas",
    );
  });

  return (
    <SectionCard
      title="Metas do mês"
      description="O Picoletômetro do dashboard mostra as vendas do mês em relação a estas metas."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Meta de vendas (R$)"
            error={errors.sales?.message}
            hint={MONEY_HINT}
            inputMode="decimal"
            autoComplete="off"
            {...form.register("sales")}
          />
          <FormField
            label="Meta de unidades"
            error={errors.units?.message}
            hint="Picolés vendidos no mês"
            inputMode="numeric"
            autoComplete="off"
            {...form.register("units")}
          />
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start">
          Salvar metas
        </Button>
      </form>
    </SectionCard>
  );
}
