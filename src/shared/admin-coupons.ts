/** Coupons as staff manage them (/api/admin/coupons): schemas both sides validate with. */

import { BR_STATE_NAMES } from "./br-states.ts";
import { oneLineText } from "./clean-text.ts";
import { DATE_RANGE_MESSAGE, instantInRange } from "./date-range.ts";
import { formatBRL } from "./money.ts";
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
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
/** The largest amount an integer column holds, in cents. */
const MAX_CENTS = 2_147_483_647;
/** The chain has 138 stores; a scope lists at most that many, with room to grow. */
const MAX_SCOPE_STORES = 1000;

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

const kindSchema = z.enum(COUPON_KINDS, {
  error: "Tipo de cupom: use percent (%), amount (R$) ou free_delivery (frete grátis)",
});

const amountOffSchema = z
  .int({ error: "Desconto em reais: informe o valor em centavos (número inteiro)" })
  .min(1, "O desconto em reais deve ser maior que zero")
  .max(MAX_CENTS, "Desconto grande demais");

const minOrderSchema = z
  .int({ error: "Pedido mínimo: informe o valor em centavos ou deixe sem mínimo" })
  .min(0, "O pedido mínimo não pode ser negativo")
  .max(MAX_CENTS, "Pedido mínimo grande demais")
  .nullable();

/** A list where null and [] both mean "no restriction" (stored as null), without repeats. */
const scopeList = <T extends z.ZodType<string>>(item: T, max: number, tooMany: string) =>
  z
    .array(item, { error: "Envie uma lista, ou null para todas" })
    .max(max, tooMany)
    .nullable()
    .transform((list) => (list === null || list.length === 0 ? null : [...new Set(list)]));

const storeIdsSchema = scopeList(
  z.string({ error: "Informe o código da loja" }).min(1, "Informe o código da loja").max(64),
  MAX_SCOPE_STORES,
  "Lojas demais",
);

export const BR_STATE_CODES = Object.keys(BR_STATE_NAMES);
const statesSchema = scopeList(
  z.string().refine((uf) => uf in BR_STATE_NAMES, "Estado desconhecido: use a sigla (UF), como PE"),
  BR_STATE_CODES.length,
  "Estados demais",
);

/** What each kind of coupon says about its value, when it says something it cannot. */
export const COUPON_VALUE_MESSAGES = {
  percentMissing: "Informe o desconto em % deste cupom",
  amountMissing: "Informe o desconto em reais deste cupom",
  amountOnPercent: "Um cupom de desconto em % não tem desconto em reais",
  percentOnAmount: "Um cupom de desconto em reais não tem desconto em %",
  valueOnFreeDelivery: "Um cupom de frete grátis não tem desconto em % nem em reais",
} as const;

/**
 * Whether a coupon's value fits its kind: a percent coupon has exactly percentOff, an amount
 * coupon exactly amountOffCents, free delivery neither (the database checks the same).
 */
export function couponValueIssue(coupon: {
  kind: CouponKind;
  percentOff: number | null;
  amountOffCents: number | null;
}): { path: "percentOff" | "amountOffCents"; message: string } | null {
  const m = COUPON_VALUE_MESSAGES;
  const { kind, percentOff, amountOffCents } = coupon;
  if (kind === "percent") {
    if (percentOff === null) return { path: "percentOff", message: m.percentMissing };
    if (amountOffCents !== null) return { path: "amountOffCents", message: m.amountOnPercent };
  } else if (kind === "amount") {
    if (amountOffCents === null) return { path: "amountOffCents", message: m.amountMissing };
    if (percentOff !== null) return { path: "percentOff", message: m.percentOnAmount };
  } else if (percentOff !== null || amountOffCents !== null) {
    return {
      path: percentOff !== null ? "percentOff" : "amountOffCents",
      message: m.valueOnFreeDelivery,
    };
  }
  return null;
}

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
    kind: kindSchema.default("percent"),
    percentOff: percentOffSchema.nullable().default(null),
    amountOffCents: amountOffSchema.nullable().default(null),
    minOrderCents: minOrderSchema.default(null),
    storeIds: storeIdsSchema.default(null),
    states: statesSchema.default(null),
    isActive: z.boolean({ error: "Informe se o cupom está ativo (true ou false)" }).default(true),
    validFrom: boundSchema.default(null),
    validTo: boundSchema.default(null),
    usageLimit: usageLimitSchema.default(null),
  })
  .superRefine((coupon, context) => {
    const issue = couponValueIssue(coupon);
    if (issue) context.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
  })
  .refine((coupon) => validityInOrder(coupon.validFrom, coupon.validTo), {
    message: VALIDITY_ORDER_MESSAGE,
    path: ["validTo"],
  })
  .meta({
    description:
      "O código (3 a 30 letras ou números, guardado em maiúsculas), o tipo (percent: percentOff " +
      "em %; amount: amountOffCents em centavos; free_delivery: o frete) e, se quiser, pedido " +
      "mínimo (centavos, sobre os produtos), lojas e/ou estados (UF) onde vale, validade " +
      "(instantes ISO 8601 com fuso) e limite de usos; null: sem restrição",
    example: {
      code: "VERAO20",
      kind: "percent",
      percentOff: 20,
      minOrderCents: 3000,
      states: ["PE"],
      validFrom: "2025-12-01T00:00:00-03:00",
      validTo: "2026-03-01T00:00:00-03:00",
      usageLimit: 100,
    },
  });

/** PUT /api/admin/coupons/:code: any subset of the editable fields (the code stays). */
export const couponUpdateSchema = z
  .strictObject({
    kind: kindSchema.optional(),
    percentOff: percentOffSchema.nullable().optional(),
    amountOffCents: amountOffSchema.nullable().optional(),
    minOrderCents: minOrderSchema.optional(),
    storeIds: storeIdsSchema.optional(),
    states: statesSchema.optional(),
    isActive: z.boolean({ error: "Informe se o cupom está ativo (true ou false)" }).optional(),
    validFrom: boundSchema.optional(),
    validTo: boundSchema.optional(),
    usageLimit: usageLimitSchema.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    "Envie ao menos um campo para alterar",
  )
  // A new kind comes with its value (what is not sent is none); without the kind, the server
  // checks the values against the coupon's own kind.
  .superRefine((update, context) => {
    if (update.kind === undefined) return;
    const issue = couponValueIssue({
      kind: update.kind,
      percentOff: update.percentOff ?? null,
      amountOffCents: update.amountOffCents ?? null,
    });
    if (issue) context.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
  })
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
    kind: z.enum(COUPON_KINDS).meta({
      description: "percent: % dos produtos; amount: reais dos produtos; free_delivery: o frete",
    }),
    percentOff: z
      .int()
      .min(1)
      .max(100)
      .nullable()
      .meta({ description: "Desconto, em % (só no tipo percent)", example: 20 }),
    amountOffCents: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Desconto em centavos (só no tipo amount)", example: 500 }),
    minOrderCents: z.int().min(0).nullable().meta({
      description: "Pedido mínimo em centavos, sobre os produtos; null: sem mínimo",
      example: 3000,
    }),
    storeIds: z
      .array(z.string())
      .nullable()
      .meta({ description: "Só nestas lojas; null: sem restrição de loja" }),
    states: z
      .array(z.string())
      .nullable()
      .meta({
        description: "Só nestes estados (UF); null: sem restrição de estado",
        example: ["PE"],
      }),
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
  unknownStore: (storeId: string) => `Loja desconhecida: ${storeId}`,
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

// ─── Why a coupon does not apply ─────────────────────────────────────────────────────────────

const dayMonth = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});

/**
 * What the checkout is told when a coupon it names does not apply, and the error code of each.
 * An unknown or switched-off code is only "Cupom inválido" (MESSAGES.invalidCoupon): nothing
 * says more than why this order cannot have it.
 */
export const COUPON_REFUSALS = {
  expired: (validTo: Date) => ({
    code: "coupon_expired",
    message: `Cupom expirado em ${dayMonth.format(validTo)}`,
  }),
  notYetValid: (validFrom: Date) => ({
    code: "coupon_not_yet_valid",
    message: `Válido a partir de ${dayMonth.format(validFrom)}`,
  }),
  usedUp: () => ({ code: "coupon_used_up", message: "Este cupom já foi usado o máximo de vezes" }),
  otherStore: () => ({ code: "coupon_other_store", message: "Este cupom não vale nesta loja" }),
  deliveryOnly: () => ({
    code: "coupon_delivery_only",
    message: "Frete grátis vale só para entrega",
  }),
  belowMinimum: (minOrderCents: number) => ({
    code: "coupon_below_minimum",
    message: `Válido para pedidos a partir de ${formatBRL(minOrderCents)}`,
  }),
} as const;
export type CouponRefusal = ReturnType<(typeof COUPON_REFUSALS)[keyof typeof COUPON_REFUSALS]>;
