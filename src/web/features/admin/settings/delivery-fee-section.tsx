import { type FormEvent, useState } from "react";
import { deliveryFeeCentsSchema, type ShopSettings } from "#shared/admin-settings.ts";
import { formatBRL } from "#shared/money.ts";
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { useUpdateShopSettings } from "./api.ts";
import { SettingsSection } from "./settings-section.tsx";
import { toastOutcome } from "./toast-outcome.ts";

export const MONEY_HINT = "Em reais, como 5,00";
export const MONEY_ERROR = "Valor inválido: informe em reais, como 5,00";

/** Entrega: what a delivery costs; pickup is always free. */
export function DeliveryFeeSection({ settings }: { settings: ShopSettings }) {
  const [fee, setFee] = useState(centsToBRLInput(settings.deliveryFeeCents));
  const [error, setError] = useState<string>();
  const save = useUpdateShopSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseBRLInput(fee);
    const checked = deliveryFeeCentsSchema.safeParse(cents);
    if (cents === null || !checked.success) {
      setError(cents === null ? MONEY_ERROR : checked.error?.issues[0]?.message);
      return;
    }
    setError(undefined);
    void toastOutcome(
      save.mutateAsync({ deliveryFeeCents: checked.data }),
      `Taxa de entrega salva: ${formatBRL(checked.data)}`,
    );
  };

  return (
    <SettingsSection
      title="Entrega"
      description="Cobrada nos pedidos com entrega. Pedidos para retirada não pagam taxa."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="w-full max-w-56">
          <FormField
            label="Taxa de entrega (R$)"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
            error={error}
            hint={MONEY_HINT}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start">
          Salvar taxa
        </Button>
      </form>
    </SettingsSection>
  );
}
