/**
 * The chain's payment settings (Configurações → Pagamentos): which methods are on, who receives
 * a Pix and how long a Pix order waits to be paid.
 *
 * Where each value comes from, first match wins:
 *   - methods: the saved switches (payment_methods) over DEFAULT_PAYMENT_METHODS (all on);
 *   - Pix receiver: the saved one (pix_receiver), else PIX_* from the environment, else none
 *     (then no store without a receiver of its own offers Pix);
 *   - Pix expiry: the saved minutes (pix_expiry_minutes), else DEFAULT_PIX_EXPIRY_MINUTES.
 * Each store may switch off what the chain has on, never on what the chain has off
 * (payment-methods.ts), and have a receiver of its own (store-payments.ts).
 */
import { eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { settings, stores } from "#server/db/schema.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import {
  DEFAULT_PIX_EXPIRY_MINUTES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "#shared/order-terms.ts";
import { chainPaymentMethods, type MethodSwitches } from "#shared/payment-methods.ts";
import {
  type PaymentSettings,
  type PixReceiver,
  type paymentSettingsUpdateSchema,
  pixReceiverSchema,
} from "#shared/payment-settings.ts";
import { hasPixText } from "#shared/pix/pix-text.ts";
import type { z } from "#shared/zod-pt-br.ts";
import { readStoredSettings, type StoredSettings, writeStoredSettings } from "./stored-settings.ts";

/** A validated PUT body (the receiver's key already normalized). */
export type PaymentSettingsChange = z.output<typeof paymentSettingsUpdateSchema>;

const PAYMENT_KEYS = ["payment_methods", "pix_receiver", "pix_expiry_minutes"] as const;

/** The chain's receiver: the saved one, else the environment's; null when neither. */
export function chainPixReceiver(
  stored: Pick<StoredSettings, "pix_receiver">,
  defaults: PaymentDefaults,
): PixReceiver | null {
  return stored.pix_receiver ?? defaults.pixReceiver;
}

/** A store's own receiver columns (stores.pix_*: all four or none). */
export type StorePixColumns = Pick<
  typeof stores.$inferSelect,
  "pixKeyType" | "pixKey" | "pixMerchantName" | "pixMerchantCity"
>;

/** The store's own Pix receiver (a franchisee's), or null when it uses the chain's. */
export function storePixReceiver(row: StorePixColumns): PixReceiver | null {
  if (!row.pixKeyType || !row.pixKey || !row.pixMerchantName || !row.pixMerchantCity) return null;
  return {
    keyType: row.pixKeyType,
    key: row.pixKey,
    merchantName: row.pixMerchantName,
    merchantCity: row.pixMerchantCity,
  };
}

/** Whether a receiver can make a BR Code: its name and city keep a letter or digit (pixText). */
function makesPixCode(receiver: PixReceiver): boolean {
  return hasPixText(receiver.merchantName) && hasPixText(receiver.merchantCity);
}

/**
 * Who is paid for a Pix at this store: its own receiver, else the chain's. Null: no Pix there.
 * A store's own receiver that cannot make a BR Code (a name or city with nothing left once
 * folded, saved before that was refused, or by hand) turns Pix off at the store, rather than
 * failing every Pix order or sending its money to the chain's account instead. The chain's own
 * saved receiver is checked when read (readStoredSettings): one that fails is as if unsaved.
 */
export function pixReceiverAt(
  row: StorePixColumns,
  stored: Pick<StoredSettings, "pix_receiver">,
  defaults: PaymentDefaults,
): PixReceiver | null {
  const own = storePixReceiver(row);
  if (own) return makesPixCode(own) ? own : null;
  return chainPixReceiver(stored, defaults);
}

/**
 * Saved receivers that cannot make a BR Code, for the log: the stores whose own receiver is
 * ignored (Pix off there), and whether the chain's saved one is (a receiver that no longer
 * passes pixReceiverSchema). Staff fix them by saving the receiver again in the panel.
 */
export async function unusablePixReceivers(
  db: Database,
): Promise<{ chain: boolean; storeIds: string[] }> {
  const [ownRows, chainRows] = await Promise.all([
    db
      .select({
        id: stores.id,
        pixKeyType: stores.pixKeyType,
        pixKey: stores.pixKey,
        pixMerchantName: stores.pixMerchantName,
        pixMerchantCity: stores.pixMerchantCity,
      })
      .from(stores)
      .where(isNotNull(stores.pixKey)),
    db
      .select({ json: sql<string>`${settings.value}::text` })
      .from(settings)
      .where(eq(settings.key, "pix_receiver")),
  ]);
  const storeIds = ownRows
    .filter((row) => {
      const own = storePixReceiver(row);
      return own !== null && !makesPixCode(own);
    })
    .map((row) => row.id);
  const chain = chainRows.some((row) => !pixReceiverSchema.safeParse(JSON.parse(row.json)).success);
  return { chain, storeIds };
}

/**
 * A store's own method switches (stores.payment_methods), only the known methods as booleans:
 * a hand-edited column cannot switch a method on with a string.
 */
export function storeMethodSwitches(saved: unknown): MethodSwitches {
  const switches: MethodSwitches = {};
  if (saved === null || typeof saved !== "object") return switches;
  for (const method of PAYMENT_METHODS) {
    const value = (saved as Record<string, unknown>)[method];
    if (typeof value === "boolean") switches[method] = value;
  }
  return switches;
}

/**
 * The methods a store's change switches on (true) that the chain has off: refused, since a
 * store's "on" cannot override HQ's "off". Read without a lock: were HQ to switch one off
 * meanwhile, the store's saved "on" still counts as off (payment-methods.ts).
 */
export async function methodsOffForChain(
  db: Database,
  change: Partial<Record<PaymentMethod, boolean | null>> | undefined,
): Promise<PaymentMethod[]> {
  const switchedOn = PAYMENT_METHODS.filter((method) => change?.[method] === true);
  if (switchedOn.length === 0) return [];
  const chain = chainPaymentMethods(
    (await readStoredSettings(db, ["payment_methods"])).payment_methods ?? {},
  );
  return switchedOn.filter((method) => !chain[method]);
}

/** The chain's payment settings as staff see them. */
export async function readPaymentSettings(
  db: Database,
  defaults: PaymentDefaults,
): Promise<PaymentSettings> {
  const stored = await readStoredSettings(db, PAYMENT_KEYS);
  return {
    methods: chainPaymentMethods(stored.payment_methods ?? {}),
    pixReceiver: chainPixReceiver(stored, defaults),
    pixReceiverFromEnv: stored.pix_receiver === undefined && defaults.pixReceiver !== null,
    pixExpiryMinutes: stored.pix_expiry_minutes ?? DEFAULT_PIX_EXPIRY_MINUTES,
  };
}

/**
 * Applies a validated partial update and answers with the settings as they now stand. The
 * switches sent are merged into the saved ones by the database itself (jsonb ||), so two staff
 * switching different methods at once both keep their change; a saved value that is not an
 * object (edited by hand) is replaced.
 */
export async function updatePaymentSettings(
  db: Database,
  defaults: PaymentDefaults,
  update: PaymentSettingsChange,
): Promise<PaymentSettings> {
  await db.transaction(async (tx) => {
    if (update.methods && Object.keys(update.methods).length > 0) {
      await mergeMethodSwitches(tx, update.methods);
    }
    await writeStoredSettings(tx, {
      pix_receiver: update.pixReceiver,
      pix_expiry_minutes: update.pixExpiryMinutes,
    });
  });
  return readPaymentSettings(db, defaults);
}

async function mergeMethodSwitches(db: Database, switches: MethodSwitches): Promise<void> {
  const value = JSON.stringify(switches);
  await db
    .insert(settings)
    .values({ key: "payment_methods", value: switches })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`case when jsonb_typeof(${settings.value}) = 'object'
          then ${settings.value} || ${value}::jsonb else ${value}::jsonb end`,
        updatedAt: sql`now()`,
      },
    });
}
