/** Coupons as staff manage them (/api/admin/coupons): schemas both sides validate with. */

import { oneLineText } from "./clean-text.ts";
import { DATE_RANGE_MESSAGE, instantInRange } from "./date-range.ts";
import { z } from "./zod-pt-br.ts";

/**
 * What a coupon takes off: a percent of the products, an amount off them (in reais), or the
 * delivery fee.
 */
export const COUPON_KINDS = ["percent", "amount", "free_delivery"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Upper-case letters and digits; customers may type them in any case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,30}$/;
const MAX_USAGE_LIMIT = 2_147_483_647;

/** Trimmed and upper-cased before the pattern is checked, so "verao20" is VERAO20. */
export const couponCodeSchema = oneLineText({ error: "Informe o código do cupom" })
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
  })
  .meta({
    description:
      "O código (3 a 30 letras ou números, guardado em maiúsculas) e o desconto em %; validade " +
      "(instantes ISO 8601 com fuso) e limite de usos são opcionais, null: sem limite",
    example: {
      code: "VERAO20",
      percentOff: 20,
      validFrom: "2025-12-01T00:00:00-03:00",
      validTo: "2026-03-01T00:00:00-03:00",
      usageLimit: 100,
    },
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
  )
  .meta({ example: { isActive: false } });

export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

/** An instant as the server answers it (UTC, "…Z"), or null: that end is open. */
const answerBound = (description: string) =>
  z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: `${description}; null: sem limite`, example: "2025-12-01T03:00:00.000Z" });

export const adminCouponSchema = z
  .object({
    code: z.string().meta({ description: "O código, em maiúsculas", example: "VERAO20" }),
    percentOff: z.int().min(1).max(100).meta({ description: "Desconto, em %", example: 20 }),
    isActive: z.boolean().meta({ description: "Desligado, o cupom não vale mesmo na validade" }),
    validFrom: answerBound("Início da validade"),
    validTo: answerBound("Fim da validade"),
    usageLimit: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Quantos pedidos podem usar o cupom; null: sem limite", example: 100 }),
    usageCount: z
      .int()
      .min(0)
      .meta({ description: "Quantos pedidos já usaram o cupom", example: 3 }),
  })
  .meta({ id: "AdminCoupon", description: "Um cupom, como a equipe o gerencia" });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** DELETE /api/admin/coupons/:code: a used coupon is kept for its orders' history, switched off. */
export const couponDeleteResultSchema = z
  .discriminatedUnion("outcome", [
    z.object({
      outcome: z.literal("deleted").meta({ description: "Cupom nunca usado: apagado" }),
      code: z.string().meta({ example: "VERAO20" }),
    }),
    z.object({
      outcome: z
        .literal("deactivated")
        .meta({ description: "Cupom já usado: mantido para o histórico dos pedidos, desligado" }),
      coupon: adminCouponSchema,
    }),
  ])
  .meta({
    id: "CouponDeleteResult",
    description: "O que a exclusão fez: apagou o cupom, ou o desligou por já ter sido usado",
  });
export type CouponDeleteResult = z.infer<typeof couponDeleteResultSchema>;

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
