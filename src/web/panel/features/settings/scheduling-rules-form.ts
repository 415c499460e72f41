/**
 * Configurações → Encomendas as HQ types it (text), read into the API's values and then
 * checked by the API's own schema (schedulingRulesSchema), so the form says what is wrong in
 * the words the server would use.
 */
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import type { SchedulingRules } from "#shared/scheduling.ts";
import { schedulingRulesSchema } from "#shared/scheduling-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";

/** Typed text read into a value, or the field's error when it cannot be read at all. */
function typed<T>(read: (text: string) => T | null, error: string) {
  return z.string().transform((text, ctx) => {
    const value = read(text);
    if (value !== null) return value;
    ctx.addIssue({ code: "custom", message: error });
    return z.NEVER;
  });
}

/** "30" → 30; null when it is not a whole number. */
function parseWhole(text: string): number | null {
  const compact = text.trim();
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

const { shape } = schedulingRulesSchema;

export const schedulingRulesFormSchema = z.object({
  enabled: z.boolean(),
  slotMinutes: typed(parseWhole, "Informe a duração em minutos inteiros, como 30").pipe(
    shape.slotMinutes,
  ),
  daysAhead: typed(parseWhole, "Informe os dias em números inteiros, como 14").pipe(
    shape.daysAhead,
  ),
  paymentMethods: shape.paymentMethods,
  /** Empty: a scheduled order is never required to be paid upfront. */
  upfrontFromCents: z
    .string()
    .transform((text, ctx) => {
      if (text.trim() === "") return null;
      const cents = parseBRLInput(text);
      if (cents !== null) return cents;
      ctx.addIssue({ code: "custom", message: "Valor inválido: informe em reais, como 100,00" });
      return z.NEVER;
    })
    .pipe(shape.upfrontFromCents),
  cancelCutoffHours: typed(parseWhole, "Informe as horas em números inteiros, como 24").pipe(
    shape.cancelCutoffHours,
  ),
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
