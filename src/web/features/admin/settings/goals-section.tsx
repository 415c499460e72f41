import { type FormEvent, useState } from "react";
import {
  monthlyGoalCentsSchema,
  monthlyGoalQuantitySchema,
  type ShopSettings,
} from "#shared/admin-settings.ts";
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { useUpdateShopSettings } from "./api.ts";
import { MONEY_ERROR, MONEY_HINT } from "./delivery-fee-section.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { toastOutcome } from "./toast-outcome.ts";

/** "8.900" or "8900" → 8900; null when it is not a whole number. */
function parseUnits(text: string): number | null {
  const compact = text.trim().replace(/\./g, "");
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

/** Metas do mês: the Picoletômetro's goals on the dashboard. */
export function GoalsSection({ settings }: { settings: ShopSettings }) {
  const [sales, setSales] = useState(centsToBRLInput(settings.monthlyGoalCents));
  const [units, setUnits] = useState(String(settings.monthlyGoalQuantity));
  const [errors, setErrors] = useState<{ sales?: string; units?: string }>({});
  const save = useUpdateShopSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseBRLInput(sales);
    const quantity = parseUnits(units);
    const salesCheck = monthlyGoalCentsSchema.safeParse(cents);
    const unitsCheck = monthlyGoalQuantitySchema.safeParse(quantity);
    if (!salesCheck.success || !unitsCheck.success) {
      setErrors({
        sales:
          cents === null
            ? MONEY_ERROR
            : salesCheck.success
              ? undefined
              : salesCheck.error.issues[0]?.message,
        units:
          quantity === null
            ? "Informe um número inteiro de unidades, como 8900"
            : unitsCheck.success
              ? undefined
              : unitsCheck.error.issues[0]?.message,
      });
      return;
    }
    setErrors({});
    void toastOutcome(
      save.mutateAsync({
        monthlyGoalCents: salesCheck.data,
        monthlyGoalQuantity: unitsCheck.data,
      }),
      "Metas do mês salvas",
    );
  };

  return (
    <SettingsSection
      title="Metas do mês"
      description="O Picoletômetro do dashboard mostra as vendas do mês em relação a estas metas."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Meta de vendas (R$)"
            value={sales}
            onChange={(event) => setSales(event.target.value)}
            error={errors.sales}
            hint={MONEY_HINT}
            inputMode="decimal"
            autoComplete="off"
          />
          <FormField
            label="Meta de unidades"
            value={units}
            onChange={(event) => setUnits(event.target.value)}
            error={errors.units}
            hint="Picolés vendidos no mês"
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start">
          Salvar metas
        </Button>
      </form>
    </SettingsSection>
  );
}
