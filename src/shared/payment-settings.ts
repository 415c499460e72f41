/**
 * Payment settings (Configurações and each store's): which methods are on, who receives a Pix
 * and how long a Pix order waits. zod schemas both sides validate with; how a store's methods
 * follow from them is in payment-methods.ts (no zod there, the shop uses it).
 */
import { oneLineText } from "./clean-text.ts";
import { PAYMENT_METHODS } from "./order-terms.ts";
import { normalizePixKey, PIX_KEY_TYPES, pixKeyProblem } from "./pix/pix-key.ts";
import { hasPixText } from "./pix/pix-text.ts";
import { z } from "./zod-pt-br.ts";

export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const MIN_PIX_EXPIRY_MINUTES = 1;
export const MAX_PIX_EXPIRY_MINUTES = 24 * 60;

/** Each method on (true) or off (false); a method left out keeps what it was (or its default). */
export const paymentMethodSwitchesSchema = z
  .strictObject(
    Object.fromEntries(
      PAYMENT_METHODS.map((method) => [
        method,
        z.boolean({ error: "Use verdadeiro ou falso" }).optional(),
      ]),
    ) as Record<(typeof PAYMENT_METHODS)[number], z.ZodOptional<z.ZodBoolean>>,
  )
  .meta({
    id: "PaymentMethodSwitches",
    description: "Cada forma de pagamento ligada (true) ou desligada (false)",
    example: { test: false, pix: true },
  });
export type PaymentMethodSwitches = z.infer<typeof paymentMethodSwitchesSchema>;

/**
 * The customer's bank app shows these: no invisible or direction characters (clean-text.ts),
 * and something left once the BR Code folds them to its plain letters and digits (pixText):
 * "ＦＲＯＳＴＹ" or "🍦" alone would leave an empty field, and no Pix code could be made.
 */
const receiverText = (what: string, max: number) =>
  oneLineText({ error: `Informe ${what}` })
    .min(1, `Informe ${what}`)
    .max(max, `Use no máximo ${max} caracteres`)
    .refine(
      (text) => hasPixText(text),
      `Escreva ${what} com letras ou números comuns: o app do banco não mostra emojis, ` +
        "símbolos nem letras especiais",
    );

/** Who receives a Pix: the key (checked for its type), the name and the city the bank shows. */
export const pixReceiverSchema = z
  .strictObject({
    keyType: z.enum(PIX_KEY_TYPES, { error: "Escolha o tipo da chave Pix" }),
    key: z.string({ error: "Informe a chave Pix" }).trim().min(1, "Informe a chave Pix").max(100),
    merchantName: receiverText("o nome do recebedor", PIX_NAME_MAX),
    merchantCity: receiverText("a cidade do recebedor", PIX_CITY_MAX),
  })
  .superRefine((receiver, ctx) => {
    const problem = pixKeyProblem(receiver.keyType, receiver.key);
    if (problem) ctx.addIssue({ code: "custom", path: ["key"], message: problem });
  })
  .transform((receiver) => ({
    ...receiver,
    key: normalizePixKey(receiver.keyType, receiver.key),
  }))
  .meta({
    id: "PixReceiver",
    description: "Quem recebe o Pix: a chave, o nome e a cidade que o banco mostra",
    example: {
      keyType: "cnpj",
      key: "11222333000181",
      merchantName: "Frosty Picoles",
      merchantCity: "Recife",
    },
  });
export type PixReceiverInput = z.input<typeof pixReceiverSchema>;
export type PixReceiver = z.output<typeof pixReceiverSchema>;

export const pixExpiryMinutesSchema = z
  .int({ error: "Prazo do Pix: informe os minutos" })
  .min(MIN_PIX_EXPIRY_MINUTES, `O prazo do Pix é de pelo menos ${MIN_PIX_EXPIRY_MINUTES} minutos`)
  .max(MAX_PIX_EXPIRY_MINUTES, "O prazo do Pix é de no máximo 24 horas");

/** Every method, on (true) or off (false), as an answer states them. */
export const paymentMethodStatesSchema = z
  .object(
    Object.fromEntries(PAYMENT_METHODS.map((method) => [method, z.boolean()])) as Record<
      (typeof PAYMENT_METHODS)[number],
      z.ZodBoolean
    >,
  )
  .meta({
    id: "PaymentMethodStates",
    description: "Cada forma de pagamento, ligada (true) ou desligada (false)",
  });

/** GET /api/admin/settings/payments, and the answer to its PUT. */
export const paymentSettingsSchema = z
  .object({
    methods: paymentMethodStatesSchema.meta({
      description: "Cada forma de pagamento na rede (uma loja só desliga o que a rede liga)",
    }),
    pixReceiver: pixReceiverSchema.nullable().meta({
      description: "O recebedor da rede: o salvo, senão PIX_* do ambiente; null: Pix sem chave",
    }),
    pixReceiverFromEnv: z.boolean().meta({ description: "Se o recebedor vem do ambiente" }),
    pixExpiryMinutes: z.int().meta({ description: "Prazo para pagar um pedido Pix, em minutos" }),
  })
  .meta({ id: "PaymentSettings", description: "Formas de pagamento e Pix da rede" });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** PUT /api/admin/settings/payments: any subset; pixReceiver null drops the saved receiver. */
export const paymentSettingsUpdateSchema = z
  .strictObject({
    methods: paymentMethodSwitchesSchema.optional(),
    pixReceiver: pixReceiverSchema.nullable().optional(),
    pixExpiryMinutes: pixExpiryMinutesSchema.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    "Envie ao menos uma configuração para salvar",
  )
  .meta({ example: { methods: { test: false } } });
export type PaymentSettingsUpdate = z.input<typeof paymentSettingsUpdateSchema>;
