/**
 * The shop's settings, typed: delivery fee, the Picoletômetro's monthly goals and the contact
 * details the shop shows.
 *
 * Where each value comes from, first match wins:
 *   1. a value staff saved in /admin/configuracoes (a row of the `settings` table);
 *   2. for contact details, the SITE_* environment variables (src/server/site-config.ts);
 *   3. the built-in default: DELIVERY_FEE_CENTS (R$ 5,00), the seeded goals, the fictitious
 *      contact details of DEFAULT_SITE_CONFIG.
 * Clearing a contact field in the panel (null in the API) removes the saved value, so 2 or 3
 * shows again. The goals are seeded as rows on first start; the fee and contacts are not, so
 * an environment variable keeps working until staff choose to override it.
 */

import type { Database } from "#server/db/client.ts";
import { SETTING_DEFAULTS } from "#server/db/seed/settings-data.ts";
import type {
  ContactField,
  ContactSettings,
  ShopSettings,
  ShopSettingsUpdate,
} from "#shared/admin-settings.ts";
import type { SiteConfig } from "#shared/catalog.ts";
import { DELIVERY_FEE_CENTS } from "#shared/pricing.ts";
import {
  readStoredSettings,
  type StoredSettingKey,
  type StoredSettings,
  type StoredSettingsChange,
  writeStoredSettings,
} from "./stored-settings.ts";

/** The settings row behind each contact field. */
const CONTACT_KEYS = {
  phones: "contact_phones",
  supportEmail: "contact_support_email",
  defaultWhatsapp: "contact_default_whatsapp",
  ordersWhatsapp: "contact_orders_whatsapp",
  chatUrl: "contact_chat_url",
} as const satisfies Record<ContactField, StoredSettingKey>;

export function contactOf(site: SiteConfig): ContactSettings {
  return {
    phones: site.phones,
    supportEmail: site.supportEmail,
    defaultWhatsapp: site.defaultWhatsapp,
    ordersWhatsapp: site.ordersWhatsapp,
    chatUrl: site.chatUrl,
  };
}

/** The site config the shop shows: `base` (env over defaults) with staff's saved contacts on top. */
export function siteWithSavedContacts(base: SiteConfig, stored: StoredSettings): SiteConfig {
  return {
    ...base,
    phones: stored.contact_phones ?? base.phones,
    supportEmail: stored.contact_support_email ?? base.supportEmail,
    defaultWhatsapp: stored.contact_default_whatsapp ?? base.defaultWhatsapp,
    ordersWhatsapp: stored.contact_orders_whatsapp ?? base.ordersWhatsapp,
    chatUrl: stored.contact_chat_url ?? base.chatUrl,
  };
}

export function deliveryFeeOf(stored: StoredSettings): number {
  return stored.delivery_fee_cents ?? DELIVERY_FEE_CENTS;
}

export interface MonthlyGoals {
  monthlyGoalCents: number;
  monthlyGoalQuantity: number;
}

export function monthlyGoalsOf(stored: StoredSettings): MonthlyGoals {
  return {
    monthlyGoalCents: stored.monthly_goal_cents ?? SETTING_DEFAULTS.monthly_goal_cents,
    monthlyGoalQuantity: stored.monthly_goal_quantity ?? SETTING_DEFAULTS.monthly_goal_quantity,
  };
}

/** The delivery fee an order is charged now (read at order time: every instance agrees). */
export async function readDeliveryFeeCents(db: Database): Promise<number> {
  return deliveryFeeOf(await readStoredSettings(db, ["delivery_fee_cents"]));
}

export async function readMonthlyGoalSettings(db: Database): Promise<MonthlyGoals> {
  return monthlyGoalsOf(
    await readStoredSettings(db, ["monthly_goal_cents", "monthly_goal_quantity"]),
  );
}

/** Every setting as staff see it; `base` is the site config from the environment. */
export async function readShopSettings(db: Database, base: SiteConfig): Promise<ShopSettings> {
  const stored = await readStoredSettings(db);
  return {
    deliveryFeeCents: deliveryFeeOf(stored),
    ...monthlyGoalsOf(stored),
    contact: contactOf(siteWithSavedContacts(base, stored)),
    contactDefaults: contactOf(base),
  };
}

/** Applies a validated partial update and answers with every setting as it now stands. */
export async function updateShopSettings(
  db: Database,
  base: SiteConfig,
  update: ShopSettingsUpdate,
): Promise<ShopSettings> {
  const change: StoredSettingsChange = {
    delivery_fee_cents: update.deliveryFeeCents,
    monthly_goal_cents: update.monthlyGoalCents,
    monthly_goal_quantity: update.monthlyGoalQuantity,
  };
  for (const field of Object.keys(CONTACT_KEYS) as ContactField[]) {
    const value = update.contact?.[field];
    if (value !== undefined) Object.assign(change, { [CONTACT_KEYS[field]]: value });
  }
  await writeStoredSettings(db, change);
  return readShopSettings(db, base);
}
