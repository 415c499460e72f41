/**
 * Configurações → Clube as HQ types it (text), read into the API's values and then checked by
 * the API's own schema (cashbackRulesSchema), so the form says what is wrong in the words the
 * server would use.
 */
import { type CashbackRules, cashbackRulesSchema } from "#shared/cashback.ts";
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import { z } from "#shared/zod-pt-br.ts";
import { parseWholeNumber, typedInput } from "#web/panel/features/ui/typed-input.ts";

/** "5", "2,5", "2.5" or "2,5 %" → 2.5; null when it is not a number. */
export function parsePercentInput(text: string): number | null {
  const compact = text.replace(/[\s%]/g, "").replace(",", ".");
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : null;
}

const { shape } = cashbackRulesSchema;

export const clubRulesFormSchema = z.object({
  enabled: z.boolean(),
  percent: typedInput(parsePercentInput, "Informe o percentual, como 5 ou 2,5").pipe(shape.percent),
  expiryDays: typedInput(parseWholeNumber, "Informe a validade em dias inteiros, como 90").pipe(
    shape.expiryDays,
  ),
  minimumSpendCents: typedInput(parseBRLInput, "Valor inválido: informe em reais, como 5,00").pipe(
    shape.minimumSpendCents,
  ),
});
export type ClubRulesFormValues = z.input<typeof clubRulesFormSchema>;

/** 2.5 → "2,5": a percent as pt-BR writes it. */
export function percentInput(percent: number): string {
  return String(percent).replace(".", ",");
}

/** The rules as the form shows them. */
export function clubRulesFormValues(rules: CashbackRules): ClubRulesFormValues {
  return {
    enabled: rules.enabled,
    percent: percentInput(rules.percent),
    expiryDays: String(rules.expiryDays),
    minimumSpendCents: centsToBRLInput(rules.minimumSpendCents),
  };
}
