/**
 * One store's payments (/api/admin/stores/:id/payments): its own switch per method (a method it
 * does not switch follows the chain's; one the chain has off is off, whatever the store saved) and its own Pix receiver (null: the chain's). zod
 * schemas both sides validate with; the chain's settings are in payment-settings.ts.
 */
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "./order-terms.ts";
import { paymentMethodStatesSchema, pixReceiverSchema } from "./payment-settings.ts";
import { z } from "./zod-pt-br.ts";

export const STORE_PAYMENT_MESSAGES = {
  pixReceiverHqOnly:
    "Somente a sede pode alterar a chave Pix da loja: ela decide para onde vai o dinheiro. " +
    "Fale com a sede da rede.",
} as const;

/** Beside a method the chain has off: the store cannot switch it on. */
export const OFF_FOR_CHAIN_HINT = "Desativado pela rede";

/** Why a store cannot switch on a method the chain has off (only HQ's switch can). */
export function methodOffForChainMessage(method: PaymentMethod): string {
  return (
    `${PAYMENT_METHOD_LABELS[method]} está desativado pela rede: a loja só pode ligá-lo ` +
    "depois que a sede o ligar em Configurações → Pagamentos."
  );
}

/** How a store's method stands as staff choose it: its own on/off, or whatever the chain has. */
export const STORE_METHOD_CHOICES = ["chain", "on", "off"] as const;
export type StoreMethodChoice = (typeof STORE_METHOD_CHOICES)[number];

export const STORE_METHOD_CHOICE_LABELS: Record<StoreMethodChoice, string> = {
  chain: "Segue a rede",
  on: "Ligado",
  off: "Desligado",
};

/** The store's own switch for a method, as a choice. */
export function storeMethodChoice(
  own: Partial<Record<PaymentMethod, boolean>>,
  method: PaymentMethod,
): StoreMethodChoice {
  const value = own[method];
  return value === undefined ? "chain" : value ? "on" : "off";
}

/** The switch a choice sends: true, false, or null (follow the chain again). */
export function choiceSwitch(choice: StoreMethodChoice): boolean | null {
  return choice === "chain" ? null : choice === "on";
}

const methodRecord = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(PAYMENT_METHODS.map((method) => [method, value.optional()])) as Record<
      PaymentMethod,
      z.ZodOptional<T>
    >,
  );

/** GET /api/admin/stores/:id/payments, and the answer to its PUT. */
export const storePaymentSettingsSchema = z
  .object({
    storeId: z.string().meta({ example: "1" }),
    methods: methodRecord(z.boolean()).meta({
      description: "As chaves da própria loja; uma forma que não aparece segue a rede",
      example: { test: false },
    }),
    chainMethods: paymentMethodStatesSchema.meta({
      description: "Cada forma de pagamento na rede (o que vale onde a loja não muda)",
    }),
    pixReceiver: pixReceiverSchema.nullable().meta({
      description: "O recebedor Pix da própria loja; null: usa o da rede",
    }),
    chainHasPixReceiver: z
      .boolean()
      .meta({ description: "Se a rede tem um recebedor Pix (salvo ou do ambiente)" }),
    effectiveMethods: z.array(z.enum(PAYMENT_METHODS)).meta({
      description: "O que a loja aceita agora, na ordem do checkout (Pix só com recebedor)",
      example: ["pix", "cash", "card"],
    }),
  })
  .meta({ id: "StorePaymentSettings", description: "As formas de pagamento e o Pix de uma loja" });
export type StorePaymentSettings = z.infer<typeof storePaymentSettingsSchema>;

/**
 * PUT /api/admin/stores/:id/payments: any subset. A method set to null follows the chain again;
 * pixReceiver null drops the store's own receiver (the chain's is used). Only HQ may send
 * pixReceiver.
 */
export const storePaymentSettingsUpdateSchema = z
  .strictObject({
    methods: methodRecord(
      z.boolean({ error: "Use verdadeiro, falso ou null (segue a rede)" }).nullable(),
    )
      .optional()
      .meta({
        description: "true liga, false desliga, null volta a seguir a rede; ausente: não muda",
      }),
    pixReceiver: pixReceiverSchema.nullable().optional().meta({
      description: "O recebedor da loja (só a sede); null: volta a usar o da rede",
    }),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    "Envie ao menos uma configuração para salvar",
  )
  .meta({
    id: "StorePaymentSettingsUpdate",
    example: { methods: { test: false, cash: null } },
  });
export type StorePaymentSettingsUpdate = z.input<typeof storePaymentSettingsUpdateSchema>;
