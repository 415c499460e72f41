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

/** GET /api/admin/settings, and the answer to a PUT. */
export interface ShopSettings {
  deliveryFeeCents: number;
  monthlyGoalCents: number;
  monthlyGoalQuantity: number;
  /** What the shop shows now: a value staff saved, else SITE_* from the environment, else the default. */
  contact: ContactSettings;
  /** What each contact field falls back to when staff clear it (null in a PUT). */
  contactDefaults: ContactSettings;
}

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
  );

export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdateSchema>;
