import { z } from "zod";
import { isValidCnpj } from "#shared/br-documents.ts";
import { parseTrustedProxies } from "./auth/client-ip.ts";
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
} from "./db/postgres-connection.ts";

/** Every setting the server reads from its environment; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: how long a request may wait for a connection (new, or a free pooled one). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DEFAULT_CONNECT_TIMEOUT_MS),
  /** PostgreSQL: how long one statement may run (statement_timeout, and the client's bound). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  DATA_DIR: z.string().min(1).default("./data"),
  WEB_DIST_DIR: z.string().min(1).default("./dist/web"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Staff sign-in (see src/server/auth/settings.ts).
  /** Signs session cookies. Unset with PGlite: generated once and kept under DATA_DIR. */
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "use at least 32 characters (openssl rand -base64 32)")
    .optional(),
  /** The address people type (https://loja.frosty.com.br); default http://localhost:PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "an http:// or https:// address" })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** Proxies whose X-Forwarded-For is believed: IPs or CIDR ranges, `loopback`, or `none`. */
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .refine((value) => parseTrustedProxies(value) !== null, "IPs or CIDR ranges, comma-separated"),
  // What the shop shows customers (see src/server/site-config.ts for the defaults).
  SITE_PHONES: z.string().optional(),
  SITE_SUPPORT_EMAIL: z.email().optional(),
  SITE_WHATSAPP: z
    .string()
    .regex(/^\d{12,13}$/, "digits: 55 + area code + number")
    .optional(),
  SITE_ORDERS_WHATSAPP: z
    .string()
    .regex(/^\d{12,13}$/, "digits: 55 + area code + number")
    .optional(),
  SITE_CHAT_URL: z.url().optional(),
  SITE_RESELLER_URL: z.url().optional(),
  // Who sells (razão social, CNPJ, address) and the LGPD's encarregado: footer, /privacidade, /termos.
  SITE_LEGAL_NAME: z.string().trim().min(3).optional(),
  SITE_CNPJ: z
    .string()
    .refine(isValidCnpj, "a CNPJ with valid check digits (00.000.000/0000-00 or 14 digits)")
    .optional(),
  SITE_LEGAL_ADDRESS: z.string().trim().min(10).optional(),
  SITE_DPO_NAME: z.string().trim().min(3).optional(),
  SITE_DPO_EMAIL: z.email().optional(),
  // Who receives a Pix until staff save a receiver in Configurações (src/server/pix-config.ts).
  PIX_KEY: z.string().optional(),
  /** cpf, cnpj, phone, email or random; unset, told from the key's shape. */
  PIX_KEY_TYPE: z.enum(["cpf", "cnpj", "phone", "email", "random"]).optional(),
  PIX_MERCHANT_NAME: z.string().optional(),
  PIX_MERCHANT_CITY: z.string().optional(),
  /** How often unpaid Pix orders past their expiry are looked for and cancelled. */
  PIX_EXPIRY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** How often encomendas due in their store's queue (and day-before reminders) are looked for. */
  ENCOMENDA_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Moves the clock encomendas are released and reminded by this many seconds ahead: for
   * rehearsing a day's encomendas (tests, demos). Never set in production; the server warns.
   */
  CLOCK_OFFSET_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 3600)
    .default(0),
  // Pix automático from the environment, for a single-connection shop (src/server/pix-config.ts);
  // a connection saved by HQ in Configurações wins. PIX_KEY is the charges' key.
  PIX_PSP_API_URL: z.url({ protocol: /^https$/, error: "an https:// address" }).optional(),
  PIX_PSP_TOKEN_URL: z.url({ protocol: /^https$/, error: "an https:// address" }).optional(),
  PIX_PSP_CLIENT_ID: z.string().optional(),
  PIX_PSP_CLIENT_SECRET: z.string().optional(),
  /** Files holding the client certificate, its private key and the PSP's CA bundle (PEM). */
  PIX_PSP_CERT_FILE: z.string().optional(),
  PIX_PSP_KEY_FILE: z.string().optional(),
  PIX_PSP_CA_FILE: z.string().optional(),
  /** A paid charge whose webhook was lost is found within this many seconds. */
  PIX_RECONCILE_SECONDS: z.coerce.number().int().min(2).max(3600).default(20),
  /** Seals stored PSP secrets (32 bytes, base64). Unset: derived from the auth secret. */
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, "base64").length === 32,
      "32 bytes in base64 (openssl rand -base64 32)",
    )
    .optional(),
  // Web Push (order status notifications): see src/server/services/push/vapid-keys.ts.
  /** Both or neither. Unset: kept in DATA_DIR (PGlite) or in the database (PostgreSQL). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, "an uncompressed P-256 public key, base64url (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "a P-256 private key, base64url (43 characters)")
    .optional(),
  /** Who push services may contact; default mailto: of the support e-mail. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "a mailto: or https:// URL")
    .optional(),
  /** Accept push endpoints on this machine (tests play the push service); default: not in production. */
  PUSH_ALLOW_LOCAL_ENDPOINTS: z.stringbool().optional(),
  // Clube Frosty's sign-in codes: how they reach a phone (src/server/services/messages/).
  // The outbox wins, then WhatsApp, then SMS; none set: the club says it is unavailable.
  /** Development and tests: messages are written here (messages.jsonl), nothing is sent. */
  MESSAGES_OUTBOX_DIR: z.string().min(1).optional(),
  /** WhatsApp Cloud API: the three together, or none. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, "the phone number's id (digits)")
    .optional(),
  /** An approved authentication template with a copy-code button. */
  WHATSAPP_TEMPLATE_NAME: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "a template name: lowercase letters, digits and _")
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "a template language code such as pt_BR")
    .default("pt_BR"),
  /** The Graph API with its version; plain http only to this machine (tests play the API). */
  WHATSAPP_API_URL: z
    .string()
    .refine(isMessagesApiUrl, "an https:// address (http:// only to localhost)")
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://graph.facebook.com/v21.0"),
  /** A generic HTTPS SMS provider: POST {to, text} with the bearer token. Both or neither. */
  SMS_API_URL: z
    .string()
    .refine(isMessagesApiUrl, "an https:// address (http:// only to localhost)")
    .optional(),
  SMS_API_TOKEN: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** A VAPID key pair is given whole or not at all. */
function checkVapidPair(env: Env): string | null {
  if (Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)) return null;
  return "  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither";
}

/** Where a message provider may be: https, or plain http to this machine only (tests). */
function isMessagesApiUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** WhatsApp's three variables and SMS's two are given whole or not at all. */
function checkMessageChannels(env: Env): string[] {
  const problems: string[] = [];
  const groups: [string, Record<string, string | undefined>][] = [
    [
      "WhatsApp",
      {
        WHATSAPP_TOKEN: env.WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID,
        WHATSAPP_TEMPLATE_NAME: env.WHATSAPP_TEMPLATE_NAME,
      },
    ],
    ["SMS", { SMS_API_URL: env.SMS_API_URL, SMS_API_TOKEN: env.SMS_API_TOKEN }],
  ];
  for (const [channel, values] of groups) {
    const missing = Object.keys(values).filter((name) => !values[name]);
    if (missing.length > 0 && missing.length < Object.keys(values).length) {
      problems.push(`  ${missing.join(", ")}: missing (${channel} needs all of its variables)`);
    }
  }
  return problems;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const vapidProblem = checkVapidPair(result.data);
  if (vapidProblem) throw new Error(`Invalid environment:\n${vapidProblem}`);
  const channelProblems = checkMessageChannels(result.data);
  if (channelProblems.length > 0) {
    throw new Error(`Invalid environment:\n${channelProblems.join("\n")}`);
  }
  return result.data;
}
