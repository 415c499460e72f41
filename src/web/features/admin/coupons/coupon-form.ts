import {
  type AdminCoupon,
  type CouponCreateInput,
  type CouponUpdate,
  couponCreateSchema,
  couponUpdateSchema,
} from "#shared/admin-coupons.ts";
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

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

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

function fields(values: CouponFormValues) {
  return {
    percentOff: whole(values.percentOff),
    isActive: values.isActive,
    validFrom: values.validFrom ? dayToInstant(values.validFrom, "start") : null,
    validTo: values.validTo ? dayToInstant(values.validTo, "end") : null,
    usageLimit: values.usageLimit.trim() ? whole(values.usageLimit) : null,
  };
}

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): CouponFormErrors {
  const errors: CouponFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "code") as keyof CouponFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: CouponFormErrors };

/** Checks the form with the server's own schema, so both say the same thing. */
export function toCouponCreate(values: CouponFormValues): Checked<CouponCreateInput> {
  const input = { code: values.code, ...fields(values) };
  const parsed = couponCreateSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: input }
    : { ok: false, errors: firstErrors(parsed.error.issues) };
}

export function toCouponUpdate(values: CouponFormValues): Checked<CouponUpdate> {
  const parsed = couponUpdateSchema.safeParse(fields(values));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstErrors(parsed.error.issues) };
}
