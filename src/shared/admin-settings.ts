/**
 * The staff API's shop settings (Configurações): zod schemas both sides validate with, and the
 * shapes the server answers with. Money is integer cents. Store hours live with the stores
 * (admin-stores.ts).
 */
import { z } from "./zod-pt-br.ts";

/** A fee above R$ 1.000,00 is a typo, not a price. */
export const MAX_DELIVERY_FEE_CENTS = 100_000;
/** What PostgreSQL's integer holds; goals are compared with integer sums. */
export const MAX_GOAL = 2_147_483_647;
export const MAX_PHONES = 4;

const wholeNumber = (what: string) => z.int({ error: `${what}: informe um número inteiro` });

// ─── Contact ───────────────────────────────────────────────────────────────────────────────

export const phoneSchema = z
  .string({ error: "Informe o telefone" })
  .trim()
  .regex(/^\+?[\d\s().-]+$/, "Telefone inválido: use números, espaços, parênteses e hífen")
  .refine((phone) => {
    const digits = phone.replace(/\D/g, "").length;
    return digits >= 8 && digits <= 15;
  }, "Telefone inválido: informe de 8 a 15 dígitos");

/** Digits only, as wa.me links want them: 55 + area code + number. */
export const whatsappSchema = z
  .string({ error: "Informe o WhatsApp" })
  .trim()
  .regex(/^\d{12,13}$/, "WhatsApp inválido: use só dígitos, 55 + DDD + número");

/** http(s) only: the link is put in an href, where javascript: would run. */
export const chatUrlSchema = z
  .string({ error: "Informe o link do chat" })
  .trim()
  .pipe(
    z.url({ protocol: /^https?$/, error: "Link inválido: use um endereço http:// ou https://" }),
  )
  .pipe(z.string().max(500, "Link longo demais (máximo 500 caracteres)"));

export const supportEmailSchema = z
  .string({ error: "Informe o e-mail" })
  .trim()
  .pipe(z.email("E-mail inválido"));

export const contactSettingsSchema = z.strictObject({
  phones: z
    .array(phoneSchema, { error: "Informe os telefones em uma lista" })
    .min(1, "Informe pelo menos um telefone")
    .max(MAX_PHONES, `No máximo ${MAX_PHONES} telefones`),
  supportEmail: supportEmailSchema,
  defaultWhatsapp: whatsappSchema,
  ordersWhatsapp: whatsappSchema,
  chatUrl: chatUrlSchema,
});

export type ContactSettings = z.infer<typeof contactSettingsSchema>;
export type ContactField = keyof ContactSettings;
export const CONTACT_FIELDS = Object.keys(contactSettingsSchema.shape) as ContactField[];

// ─── Money and goals ───────────────────────────────────────────────────────────────────────

export const deliveryFeeCentsSchema = wholeNumber("Taxa de entrega")
  .min(0, "A taxa de entrega não pode ser negativa")
  .max(MAX_DELIVERY_FEE_CENTS, "A taxa de entrega passa do limite de R$ 1.000,00");

export const monthlyGoalCentsSchema = wholeNumber("Meta de vendas")
  .min(1, "A meta de vendas deve ser maior que zero")
  .max(MAX_GOAL, "Meta de vendas grande demais");

export const monthlyGoalQuantitySchema = wholeNumber("Meta de unidades")
  .min(1, "A meta de unidades deve ser maior que zero")
  .max(MAX_GOAL, "Meta de unidades grande demais");

// ─── Settings API ──────────────────────────────────────────────────────────────────────────

/** The contact details as the server answers them (saved or fallen back to, always all five). */
const contactAnswerSchema = (description: string) =>
  z
    .object({
      phones: z.array(z.string()).meta({ example: ["(81) 3000-0000", "(81) 99000-0000"] }),
      supportEmail: z.string().meta({ example: "sac@frosty.example.com" }),
      defaultWhatsapp: z
        .string()
        .meta({ description: "Só dígitos: 55 + DDD + número", example: "5581990000000" }),
      ordersWhatsapp: z
        .string()
        .meta({ description: "Só dígitos: 55 + DDD + número", example: "5581990000000" }),
      chatUrl: z.string().meta({ example: "https://chat.example.com/widget?subdomain=frosty" }),
    })
    .meta({ description }) satisfies z.ZodType<ContactSettings>;

/** GET /api/admin/settings, and the answer to a PUT. Money is integer cents. */
export const shopSettingsSchema = z
  .object({
    deliveryFeeCents: z
      .int()
      .min(0)
      .meta({ description: "Taxa de entrega, em centavos", example: 500 }),
    monthlyGoalCents: z
      .int()
      .min(1)
      .meta({ description: "Meta de vendas do mês, em centavos", example: 8_000_000 }),
    monthlyGoalQuantity: z
      .int()
      .min(1)
      .meta({ description: "Meta de picolés vendidos no mês", example: 8_900 }),
    contact: contactAnswerSchema(
      "O que a loja mostra agora: o valor salvo pela equipe, senão SITE_* do ambiente, senão o padrão",
    ),
    contactDefaults: contactAnswerSchema(
      "O valor de cada contato quando a equipe o limpa (null num PUT)",
    ),
  })
  .meta({
    id: "ShopSettings",
    description: "Taxa de entrega, metas do mês e contatos da loja",
  });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * PUT /api/admin/settings: any subset. A contact field set to null drops the saved value, so
 * the environment's (or the built-in) value shows again.
 */
export const shopSettingsUpdateSchema = z
  .strictObject({
    deliveryFeeCents: deliveryFeeCentsSchema.optional(),
    monthlyGoalCents: monthlyGoalCentsSchema.optional(),
    monthlyGoalQuantity: monthlyGoalQuantitySchema.optional(),
    contact: z
      .strictObject({
        phones: contactSettingsSchema.shape.phones.nullable().optional(),
        supportEmail: supportEmailSchema.nullable().optional(),
        defaultWhatsapp: whatsappSchema.nullable().optional(),
        ordersWhatsapp: whatsappSchema.nullable().optional(),
        chatUrl: chatUrlSchema.nullable().optional(),
      })
      .optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    "Envie ao menos uma configuração para salvar",
  )
  .meta({ example: { deliveryFeeCents: 750, contact: { chatUrl: null } } });

export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdateSchema>;
