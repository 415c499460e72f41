import {
  type AdminCoupon,
  type CouponCreateInput,
  couponCreateSchema,
  couponUpdateSchema,
} from "#shared/admin-coupons.ts";
import { z } from "#shared/zod-pt-br.ts";
import { dayToInstant, instantToDay } from "./coupon-dates.ts";

/** The coupon dialog's fields, as typed. */
export interface CouponFormValues {
  code: string;
  percentOff: string;
  isActive: boolean;
  validFrom: string;
  validTo: string;
  usageLimit: string;
}

export function couponFormValues(coupon: AdminCoupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? "",
    percentOff: coupon ? String(coupon.percentOff) : "",
    isActive: coupon?.isActive ?? true,
    validFrom: instantToDay(coupon?.validFrom ?? null),
    validTo: instantToDay(coupon?.validTo ?? null),
    usageLimit: coupon?.usageLimit === null || !coupon ? "" : String(coupon.usageLimit),
  };
}

/** A typed number: whole digits become the number, anything else a value zod refuses. */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const typedCoupon = z.object({
  code: z.string(),
  percentOff: z.string(),
  isActive: z.boolean(),
  validFrom: z.string(),
  validTo: z.string(),
  usageLimit: z.string(),
}) satisfies z.ZodType<CouponFormValues>;

/** What the API reads from the typed fields; the days are whole São Paulo days. */
function fields(values: CouponFormValues) {
  return {
    percentOff: whole(values.percentOff),
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
