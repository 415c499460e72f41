import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { inJson } from "#server/db/list-parameters.ts";
import { settings } from "#server/db/schema.ts";
import {
  chatUrlSchema,
  contactSettingsSchema,
  deliveryFeeCentsSchema,
  supportEmailSchema,
  whatsappSchema,
} from "#shared/admin-settings.ts";
import { cashbackRulesSchema } from "#shared/cashback.ts";
import { storedOrderLimitsSchema } from "#shared/order-limits.ts";
import {
  paymentMethodSwitchesSchema,
  pixExpiryMinutesSchema,
  pixReceiverSchema,
} from "#shared/payment-settings.ts";
import { schedulingRulesSchema } from "#shared/scheduling-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";

/** A goal as read back: 0 and up, so a value saved before goals had to be positive still reads. */
const storedGoal = z.int().min(0);

/** Each row of `settings` this service knows, by key, with the schema its value must pass. */
export const STORED_SETTINGS = {
  delivery_fee_cents: deliveryFeeCentsSchema,
  monthly_goal_cents: storedGoal,
  monthly_goal_quantity: storedGoal,
  contact_phones: contactSettingsSchema.shape.phones,
  contact_support_email: supportEmailSchema,
  contact_default_whatsapp: whatsappSchema,
  contact_orders_whatsapp: whatsappSchema,
  contact_chat_url: chatUrlSchema,
  payment_methods: paymentMethodSwitchesSchema,
  pix_receiver: pixReceiverSchema,
  pix_expiry_minutes: pixExpiryMinutesSchema,
  order_limits: storedOrderLimitsSchema,
  cashback_rules: cashbackRulesSchema,
  scheduling_rules: schedulingRulesSchema,
} as const;

export type StoredSettingKey = keyof typeof STORED_SETTINGS;
type ValueOf<K extends StoredSettingKey> = z.output<(typeof STORED_SETTINGS)[K]>;

/** The settings that have a valid saved value; a key missing here falls back to its default. */
export type StoredSettings = { [K in StoredSettingKey]?: ValueOf<K> };
/** A write: a value saves it, null removes the saved value, a missing key leaves it be. */
export type StoredSettingsChange = { [K in StoredSettingKey]?: ValueOf<K> | null };

const ALL_KEYS = Object.keys(STORED_SETTINGS) as StoredSettingKey[];

function isKnownKey(key: string): key is StoredSettingKey {
  return Object.hasOwn(STORED_SETTINGS, key);
}

/**
 * The saved values of `keys`. A value that no longer passes its schema (edited by hand, or
 * saved under older rules) is left out, so its default applies instead of a broken shop.
 */
export async function readStoredSettings(
  db: Database,
  keys: readonly StoredSettingKey[] = ALL_KEYS,
): Promise<StoredSettings> {
  // Read as text and parsed here: the jsonb column type parses a string value a second time,
  // so a WhatsApp number saved as "5581990000000" would come back as a number.
  // Sent as it is called (execute()), so that a caller can order it among others it sends.
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(inJson(settings.key, keys))
    .execute();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    if (!isKnownKey(row.key)) continue;
    const parsed = STORED_SETTINGS[row.key].safeParse(JSON.parse(row.json));
    if (parsed.success) stored[row.key] = parsed.data;
  }
  return stored as StoredSettings;
}

/** Saves and removes values in one transaction, so a partial update is all or nothing. */
export async function writeStoredSettings(
  db: Database,
  change: StoredSettingsChange,
): Promise<void> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [key, value] of entries) {
      if (value === null) {
        await tx.delete(settings).where(eq(settings.key, key));
      } else {
        await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          });
      }
    }
  });
}
