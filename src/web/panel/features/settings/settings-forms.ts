/**
 * The Configurações forms as staff type them (text), checked through zodResolver with the
 * API's own schemas (admin-settings.ts): what is typed is read into the API's values first,
 * then the shared schema says what is wrong, in the words the API would use.
 */
import {
  contactSettingsSchema,
  deliveryFeeCentsSchema,
  monthlyGoalCentsSchema,
  monthlyGoalQuantitySchema,
  phoneSchema,
} from "#shared/admin-settings.ts";
import { parseBRLInput } from "#shared/money-input.ts";
import { z } from "#shared/zod-pt-br.ts";
import { typedInput } from "#web/panel/features/ui/typed-input.ts";

const MONEY_ERROR = "Valor inválido: informe em reais, como 5,00";
const UNITS_ERROR = "Informe um número inteiro de unidades, como 8900";

/** Reais as typed ("7,50", "R$ 1.250"): cents, then the shared schema's limits. */
const reais = (cents: z.ZodType<number, number>) =>
  typedInput(parseBRLInput, MONEY_ERROR).pipe(cents);

/** "8.900" or "8900" → 8900; null when it is not a whole number. */
function parseUnits(text: string): number | null {
  const compact = text.trim().replace(/\./g, "");
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

export const deliveryFeeFormSchema = z.object({ fee: reais(deliveryFeeCentsSchema) });

export const goalsFormSchema = z.object({
  sales: reais(monthlyGoalCentsSchema),
  units: typedInput(parseUnits, UNITS_ERROR).pipe(monthlyGoalQuantitySchema),
});

/**
 * Contato. A phone field left blank is left out; one typed is checked where it stands, so its
 * error shows under it (phones.2, not the second phone kept). The list then meets the API's
 * rules: at least one phone (reported on the list, shown under the first field).
 */
export const contactFormSchema = contactSettingsSchema.omit({ phones: true }).extend({
  phones: z
    .array(
      z
        .string()
        .transform((phone) => (phone.trim() === "" ? undefined : phone))
        .pipe(phoneSchema.optional()),
    )
    .transform((phones) => phones.filter((phone) => phone !== undefined))
    .pipe(contactSettingsSchema.shape.phones),
});
