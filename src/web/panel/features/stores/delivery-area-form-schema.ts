/**
 * The delivery area form as staff type it (text: "7,50", "45"), read into the API's values and
 * then checked by the API's own schemas (delivery-areas.ts), so the form says what the server
 * would, in the same words.
 */
import type { DeliveryArea } from "#shared/catalog.ts";
import {
  deliveryAreaEtaMinutesSchema,
  deliveryAreaFeeCentsSchema,
  deliveryAreaMinOrderCentsSchema,
  deliveryAreaNameSchema,
} from "#shared/delivery-areas.ts";
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import { z } from "#shared/zod-pt-br.ts";
import {
  parseWholeNumber,
  typedInput,
  typedInputOrBlank,
} from "#web/panel/features/ui/typed-input.ts";

const MONEY_ERROR = "Valor inválido: informe em reais, como 5,00";
const MINUTES_ERROR = "Informe os minutos em número inteiro, como 40";

export const deliveryAreaFormSchema = z.object({
  name: deliveryAreaNameSchema,
  fee: typedInput(parseBRLInput, MONEY_ERROR).pipe(deliveryAreaFeeCentsSchema),
  /** Blank: no minimum. */
  minOrder: typedInputOrBlank(parseBRLInput, MONEY_ERROR).pipe(deliveryAreaMinOrderCentsSchema),
  eta: typedInput(parseWholeNumber, MINUTES_ERROR).pipe(deliveryAreaEtaMinutesSchema),
});

export type DeliveryAreaFormValues = z.input<typeof deliveryAreaFormSchema>;
export type DeliveryAreaFormResult = z.output<typeof deliveryAreaFormSchema>;

/** What the form starts from: an area's values, or a new one at the default fee. */
export function deliveryAreaFormValues(
  area: DeliveryArea | null,
  defaultFeeCents: number,
): DeliveryAreaFormValues {
  return {
    name: area?.name ?? "",
    fee: centsToBRLInput(area?.feeCents ?? defaultFeeCents),
    minOrder: area?.minOrderCents ? centsToBRLInput(area.minOrderCents) : "",
    eta: String(area?.etaMinutes ?? 30),
  };
}

/** The API's body for the checked form. */
export function deliveryAreaBody(values: DeliveryAreaFormResult) {
  return {
    name: values.name,
    feeCents: values.fee,
    minOrderCents: values.minOrder,
    etaMinutes: values.eta,
  };
}
