import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { DeliveryArea } from "#shared/catalog.ts";
import { DELIVERY_AREA_LIMITS } from "#shared/delivery-areas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { MONEY_HINT } from "#web/panel/features/ui/money-hint.ts";
import {
  type DeliveryAreaFormResult,
  type DeliveryAreaFormValues,
  deliveryAreaBody,
  deliveryAreaFormSchema,
  deliveryAreaFormValues,
} from "./delivery-area-form-schema.ts";

/** Which form field shows a refusal of each API field. */
const FIELD_OF: Record<string, keyof DeliveryAreaFormValues> = {
  name: "name",
  feeCents: "fee",
  minOrderCents: "minOrder",
  etaMinutes: "eta",
};

/**
 * One bairro's fields (new or being edited): name, fee and optional minimum in reais, and the
 * estimated time in minutes. A refusal of the server (a name the store has) shows beside its
 * field, which gets the focus; any other in a toast.
 */
export function DeliveryAreaForm({
  area,
  defaultFeeCents,
  onSave,
  onCancel,
  submitLabel,
  label,
}: {
  area: DeliveryArea | null;
  defaultFeeCents: number;
  onSave(body: ReturnType<typeof deliveryAreaBody>): Promise<unknown>;
  onCancel?(): void;
  submitLabel: string;
  /** The form's accessible name ("Novo bairro de Frosty Paulista"). */
  label: string;
}) {
  const form = useForm<DeliveryAreaFormValues, unknown, DeliveryAreaFormResult>({
    resolver: zodResolver(deliveryAreaFormSchema),
    defaultValues: deliveryAreaFormValues(area, defaultFeeCents),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(deliveryAreaBody(values));
      if (!area) form.reset(deliveryAreaFormValues(null, defaultFeeCents));
    } catch (error) {
      let besideField = false;
      if (error instanceof ApiRequestError) {
        for (const issue of error.issues ?? []) {
          const field = FIELD_OF[String(issue.path[0])];
          if (!field) continue;
          form.setError(field, { message: issue.message }, { shouldFocus: true });
          besideField = true;
        }
      }
      // Said beside its field (and focused) is enough; a toast would cover the form on a phone.
      if (!besideField) {
        toast.error(error instanceof Error ? error.message : "Não foi possível salvar o bairro");
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={label}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <FormField
          label="Bairro"
          error={errors.name?.message}
          maxLength={DELIVERY_AREA_LIMITS.nameMax}
          autoComplete="off"
          {...form.register("name")}
        />
        <FormField
          label="Taxa (R$)"
          hint={MONEY_HINT}
          error={errors.fee?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register("fee")}
        />
        <FormField
          label="Pedido mínimo (R$)"
          hint="Opcional"
          error={errors.minOrder?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register("minOrder")}
        />
        <FormField
          label="Tempo estimado (min)"
          hint={`De ${DELIVERY_AREA_LIMITS.etaMin} a ${DELIVERY_AREA_LIMITS.etaMax}`}
          error={errors.eta?.message}
          inputMode="numeric"
          autoComplete="off"
          {...form.register("eta")}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
