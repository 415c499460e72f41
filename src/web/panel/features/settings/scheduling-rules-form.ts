/**
 * Configurações → Encomendas as HQ types it (text), read into the API's values and then
 * checked by the API's own schema (schedulingRulesSchema), so the form says what is wrong in
 * the words the server would use.
 */
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import type { SchedulingRules } from "#shared/scheduling.ts";
import { schedulingRulesSchema } from "#shared/scheduling-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";
import {
  parseWholeNumber,
  typedInput,
  typedInputOrBlank,
} from "#web/panel/features/ui/typed-input.ts";

const { shape } = schedulingRulesSchema;

export const schedulingRulesFormSchema = z.object({
  enabled: z.boolean(),
  slotMinutes: typedInput(parseWholeNumber, "Informe a duração em minutos inteiros, como 30").pipe(
    shape.slotMinutes,
  ),
  daysAhead: typedInput(parseWholeNumber, "Informe os dias em números inteiros, como 14").pipe(
    shape.daysAhead,
  ),
  paymentMethods: shape.paymentMethods,
  /** Empty: a scheduled order is never required to be paid upfront. */
  upfrontFromCents: typedInputOrBlank(
    parseBRLInput,
    "Valor inválido: informe em reais, como 100,00",
  ).pipe(shape.upfrontFromCents),
  cancelCutoffHours: typedInput(
    parseWholeNumber,
    "Informe as horas em números inteiros, como 24",
  ).pipe(shape.cancelCutoffHours),
});
export type SchedulingRulesFormValues = z.input<typeof schedulingRulesFormSchema>;

/** The rules as the form shows them. */
export function schedulingRulesFormValues(rules: SchedulingRules): SchedulingRulesFormValues {
  return {
    enabled: rules.enabled,
    slotMinutes: String(rules.slotMinutes),
    daysAhead: String(rules.daysAhead),
    paymentMethods: [...rules.paymentMethods],
    upfrontFromCents:
      rules.upfrontFromCents === null ? "" : centsToBRLInput(rules.upfrontFromCents),
    cancelCutoffHours: String(rules.cancelCutoffHours),
  };
}
