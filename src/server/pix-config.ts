import { type PixReceiver, pixReceiverSchema } from "#shared/payment-settings.ts";
import { detectPixKeyType } from "#shared/pix/pix-key.ts";
import type { Env } from "./env.ts";

/** What payments fall back to when staff saved nothing: the Pix receiver from the environment. */
export interface PaymentDefaults {
  pixReceiver: PixReceiver | null;
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
