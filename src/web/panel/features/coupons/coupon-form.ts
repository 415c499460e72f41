import {
  type AdminCoupon,
  type CouponCreateInput,
  type CouponKind,
  couponCreateSchema,
  couponUpdateSchema,
} from "#shared/admin-coupons.ts";
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import { z } from "#shared/zod-pt-br.ts";
import { dayToInstant, instantToDay } from "./coupon-dates.ts";

/** The coupon dialog's fields, as typed; the money fields in reais ("5,00"). */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOffCents: string;
  minOrderCents: string;
  storeIds: string[];
  states: string[];
  isActive: boolean;
  validFrom: string;
  validTo: string;
  usageLimit: string;
}

const reais = (cents: number | null | undefined) => (cents == null ? "" : centsToBRLInput(cents));

export function couponFormValues(coupon: AdminCoupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? "",
    kind: coupon?.kind ?? "percent",
    percentOff: coupon?.percentOff == null ? "" : String(coupon.percentOff),
    amountOffCents: reais(coupon?.amountOffCents),
    minOrderCents: reais(coupon?.minOrderCents),
    storeIds: coupon?.storeIds ?? [],
    states: coupon?.states ?? [],
    isActive: coupon?.isActive ?? true,
    validFrom: instantToDay(coupon?.validFrom ?? null),
    validTo: instantToDay(coupon?.validTo ?? null),
    usageLimit: coupon?.usageLimit === null || !coupon ? "" : String(coupon.usageLimit),
  };
}

/** A typed number: whole digits become the number, anything else a value zod refuses. */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/** Reais as typed, in cents; null when blank (checked as an amount before, see moneyText). */
const cents = (text: string): number | null =>
  text.trim() ? (parseBRLInput(text) ?? Number.NaN) : null;

const moneyText = (message: string) =>
  z.string().refine((text) => !text.trim() || parseBRLInput(text) !== null, message);

const typedCoupon = z.object({
  code: z.string(),
  kind: z.enum(["percent", "amount", "free_delivery"]),
  percentOff: z.string(),
  amountOffCents: moneyText("Informe o desconto em reais, como 5,00"),
  minOrderCents: moneyText("Informe o pedido mínimo em reais, como 30,00"),
  storeIds: z.array(z.string()),
  states: z.array(z.string()),
  isActive: z.boolean(),
  validFrom: z.string(),
  validTo: z.string(),
  usageLimit: z.string(),
}) satisfies z.ZodType<CouponFormValues>;

/**
 * What the API reads from the typed fields: the value of the chosen kind only (a field of
 * another kind, hidden, is not sent); the days are whole São Paulo days.
 */
function fields(values: CouponFormValues) {
  return {
    kind: values.kind,
    percentOff:
      values.kind === "percent" && values.percentOff.trim() ? whole(values.percentOff) : null,
    amountOffCents: values.kind === "amount" ? cents(values.amountOffCents) : null,
    minOrderCents: cents(values.minOrderCents),
    storeIds: values.storeIds,
    states: values.states,
    isActive: values.isActive,
    validFrom: values.validFrom ? dayToInstant(values.validFrom, "start") : null,
    validTo: values.validTo ? dayToInstant(values.validTo, "end") : null,
    usageLimit: values.usageLimit.trim() ? whole(values.usageLimit) : null,
  };
}

/**
 * The dialog's schemas (zodResolver): the typed fields read into the API's body, checked by the
 * API's own schema, so both say the same thing about the same field. A new coupon sends its
 * code; an edit cannot change it.
 */
export const couponCreateFormSchema = typedCoupon
  .transform((values): CouponCreateInput => ({ code: values.code, ...fields(values) }))
  .pipe(couponCreateSchema)
  .transform((create) => ({ action: "create" as const, create }));

export const couponUpdateFormSchema = typedCoupon
  .transform((values): z.input<typeof couponUpdateSchema> => fields(values))
  .pipe(couponUpdateSchema)
  .transform((update) => ({ action: "update" as const, update }));

export type CouponFormResult =
  | z.output<typeof couponCreateFormSchema>
  | z.output<typeof couponUpdateFormSchema>;
