import { readFileSync } from "node:fs";
import { type PixReceiver, pixReceiverSchema } from "#shared/payment-settings.ts";
import { detectPixKeyType } from "#shared/pix/pix-key.ts";
import type { Env } from "./env.ts";
import type { PspConnection } from "./services/pix-psp/psp-types.ts";

/** What payments fall back to when staff saved nothing: the Pix receiver from the environment. */
export interface PaymentDefaults {
  pixReceiver: PixReceiver | null;
  /** Pix automático's connection from PIX_PSP_* (pspConnectionFromEnv); null when unset. */
  pspConnection?: PspConnection | null;
}

export const NO_PAYMENT_DEFAULTS: PaymentDefaults = { pixReceiver: null };

/**
 * PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY (and PIX_KEY_TYPE, told from the key when
 * unset) make the chain's Pix receiver until staff save one. Set together or not at all; a key
 * that fails its type's check stops the server at start, like any other bad variable.
 */
export function paymentDefaultsFromEnv(env: Partial<Env>): PaymentDefaults {
  const { PIX_KEY: key, PIX_MERCHANT_NAME: merchantName, PIX_MERCHANT_CITY: merchantCity } = env;
  if (!key && !merchantName && !merchantCity) return NO_PAYMENT_DEFAULTS;
  if (!key || !merchantName || !merchantCity) {
    throw new Error(
      "Invalid environment: set PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY together",
    );
  }
  const keyType = env.PIX_KEY_TYPE ?? detectPixKeyType(key);
  const parsed = pixReceiverSchema.safeParse({ keyType, key, merchantName, merchantCity });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  PIX ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return { pixReceiver: parsed.data };
}

/** The PIX_PSP_* variables that make a connection; all of them, with PIX_KEY, or none. */
const PSP_REQUIRED = [
  "PIX_PSP_API_URL",
  "PIX_PSP_TOKEN_URL",
  "PIX_PSP_CLIENT_ID",
  "PIX_PSP_CLIENT_SECRET",
  "PIX_PSP_CERT_FILE",
  "PIX_PSP_KEY_FILE",
] as const;

/**
 * Pix automático from the environment: PIX_PSP_* and PIX_KEY make the connection (id 'env')
 * used by every store until HQ saves one. The certificate files are read at start; a missing
 * variable or unreadable file stops the server, like any other bad variable. The static
 * receiver (PIX_KEY, PIX_MERCHANT_NAME, PIX_MERCHANT_CITY) stays the fallback.
 */
export function pspConnectionFromEnv(
  env: Partial<Env>,
  readFile: (path: string) => string = (path) => readFileSync(path, "utf8"),
): PspConnection | null {
  const set = PSP_REQUIRED.filter((name) => env[name]);
  if (set.length === 0 && !env.PIX_PSP_CA_FILE) return null;
  const missing = [
    ...PSP_REQUIRED.filter((name) => !env[name]),
    ...(env.PIX_KEY ? [] : ["PIX_KEY"]),
  ];
  if (missing.length > 0) {
    throw new Error(`Invalid environment: Pix automático also needs ${missing.join(", ")}`);
  }
  const read = (name: string, path: string): string => {
    try {
      return readFile(path);
    } catch (error) {
      throw new Error(
        `Invalid environment: ${name}: cannot read ${path} (${(error as Error).message})`,
      );
    }
  };
  const e = env as Required<Pick<Env, (typeof PSP_REQUIRED)[number] | "PIX_KEY">> & Partial<Env>;
  return {
    id: "env",
    apiUrl: e.PIX_PSP_API_URL.replace(/\/+$/, ""),
    tokenUrl: e.PIX_PSP_TOKEN_URL,
    clientId: e.PIX_PSP_CLIENT_ID,
    clientSecret: e.PIX_PSP_CLIENT_SECRET,
    certPem: read("PIX_PSP_CERT_FILE", e.PIX_PSP_CERT_FILE),
    keyPem: read("PIX_PSP_KEY_FILE", e.PIX_PSP_KEY_FILE),
    caPem: env.PIX_PSP_CA_FILE ? read("PIX_PSP_CA_FILE", env.PIX_PSP_CA_FILE) : null,
    pixKey: e.PIX_KEY,
    version: "env",
  };
}
