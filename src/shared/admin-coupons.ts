/** Coupons as staff manage them (/api/admin/coupons): schemas both sides validate with. */
import { DATE_RANGE_MESSAGE, instantInRange } from "./date-range.ts";
import { z } from "./zod-pt-br.ts";

/** Upper-case letters and digits; customers may type them in any case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,30}$/;
const MAX_USAGE_LIMIT = 2_147_483_647;

/** Trimmed and upper-cased before the pattern is checked, so "verao20" is VERAO20. */
export const couponCodeSchema = z
  .string({ error: "Informe o código do cupom" })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(
    z.string().regex(COUPON_CODE_PATTERN, "Código inválido: use de 3 a 30 letras (A-Z) ou números"),
  );

const percentOffSchema = z
  .int({ error: "Desconto: informe um número inteiro de 1 a 100" })
  .min(1, "O desconto vai de 1% a 100%")
  .max(100, "O desconto vai de 1% a 100%");

/** An instant with its offset ("2025-12-01T00:00:00-03:00" or "…Z"), or null: no bound. */
const boundSchema = z.iso
  .datetime({ offset: true, error: "Data inválida: use o formato ISO 8601 com fuso" })
  .refine(instantInRange, DATE_RANGE_MESSAGE)
  .nullable();

const usageLimitSchema = z
  .int({ error: "Limite de usos: informe um número inteiro ou deixe sem limite" })
  .min(1, "O limite de usos deve ser pelo menos 1")
  .max(MAX_USAGE_LIMIT, "Limite de usos grande demais")
  .nullable();

const VALIDITY_ORDER_MESSAGE = "O início da validade deve ser antes do fim";

/** Whether a validity window runs forwards (either end may be open). */
export function validityInOrder(from: string | null, to: string | null): boolean {
  return from === null || to === null || Date.parse(from) <= Date.parse(to);
}

/** POST /api/admin/coupons. usageCount is the server's to keep and cannot be sent. */
export const couponCreateSchema = z
  .strictObject({
    code: couponCodeSchema,
    percentOff: percentOffSchema,
    isActive: z.boolean({ error: "Informe se o cupom está ativo (true ou false)" }).default(true),
    validFrom: boundSchema.default(null),
    validTo: boundSchema.default(null),
    usageLimit: usageLimitSchema.default(null),
  })
  .refine((coupon) => validityInOrder(coupon.validFrom, coupon.validTo), {
    message: VALIDITY_ORDER_MESSAGE,
    path: ["validTo"],
  });

/** PUT /api/admin/coupons/:code: any subset of the editable fields (the code stays). */
export const couponUpdateSchema = z
  .strictObject({
    percentOff: percentOffSchema.optional(),
    isActive: z.boolean({ error: "Informe se o cupom está ativo (true ou false)" }).optional(),
    validFrom: boundSchema.optional(),
    validTo: boundSchema.optional(),
    usageLimit: usageLimitSchema.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    "Envie ao menos um campo para alterar",
  )
  .refine(
    (update) =>
      update.validFrom === undefined ||
      update.validTo === undefined ||
      validityInOrder(update.validFrom, update.validTo),
    { message: VALIDITY_ORDER_MESSAGE, path: ["validTo"] },
  );

export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

export interface AdminCoupon {
  code: string;
  percentOff: number;
  isActive: boolean;
  /** ISO instants; null: open-ended. */
  validFrom: string | null;
  validTo: string | null;
  /** null: no limit. */
  usageLimit: number | null;
  usageCount: number;
}

/** DELETE /api/admin/coupons/:code: a used coupon is kept for its orders' history, switched off. */
export type CouponDeleteResult =
  | { outcome: "deleted"; code: string }
  | { outcome: "deactivated"; coupon: AdminCoupon };

export const COUPON_MESSAGES = {
  validityOrder: VALIDITY_ORDER_MESSAGE,
  duplicate: "Já existe um cupom com este código",
  notFound: "Cupom não encontrado",
  limitBelowUses: (uses: number) =>
    `O limite de usos não pode ser menor que os ${uses} usos já feitos`,
} as const;

export type CouponStatus = "active" | "inactive" | "scheduled" | "expired" | "exhausted";

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: "Válido",
  inactive: "Desativado",
  scheduled: "Agendado",
  expired: "Expirado",
  exhausted: "Esgotado",
};

/** Whether a customer could use the coupon at `now`, and if not, why (the first reason found). */
export function couponStatus(coupon: AdminCoupon, now: Date): CouponStatus {
  if (!coupon.isActive) return "inactive";
  if (coupon.validFrom !== null && Date.parse(coupon.validFrom) > now.getTime()) return "scheduled";
  if (coupon.validTo !== null && Date.parse(coupon.validTo) < now.getTime()) return "expired";
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return "exhausted";
  return "active";
}
