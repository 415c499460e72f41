import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  MAX_PIX_EXPIRY_MINUTES,
  MIN_PIX_EXPIRY_MINUTES,
  type PaymentSettings,
  pixExpiryMinutesSchema,
} from "#shared/payment-settings.ts";
import { z } from "#shared/zod-pt-br.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdatePaymentSettings } from "./payments-api.ts";

const expiryFormSchema = z.object({ minutes: pixExpiryMinutesSchema });

/** How long a Pix order waits to be paid before it is cancelled (and its stock returned). */
export function PixExpiryForm({ settings }: { settings: PaymentSettings }) {
  const form = useForm({
    resolver: zodResolver(expiryFormSchema),
    defaultValues: { minutes: settings.pixExpiryMinutes },
  });
  const save = useUpdatePaymentSettings();
  const submit = form.handleSubmit(({ minutes }) => {
    void toastOutcome(
      save.mutateAsync({ pixExpiryMinutes: minutes }),
      `Prazo do Pix salvo: ${minutes} min`,
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 border-brand-100 border-t pt-4"
    >
      <div className="w-full max-w-64">
        <FormField
          label="Prazo para pagar o Pix (minutos)"
          hint={`Depois disso o pedido é cancelado e o estoque volta. De ${MIN_PIX_EXPIRY_MINUTES} a ${MAX_PIX_EXPIRY_MINUTES}.`}
          error={form.formState.errors.minutes?.message}
          type="number"
          inputMode="numeric"
          min={MIN_PIX_EXPIRY_MINUTES}
          max={MAX_PIX_EXPIRY_MINUTES}
          step={1}
          {...form.register("minutes", { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={save.isPending} className="self-start">
        Salvar prazo
      </Button>
    </form>
  );
}
