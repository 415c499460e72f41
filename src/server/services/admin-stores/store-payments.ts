/**
 * One store's payments: its own switch per method (stores.payment_methods; a method it does not
 * name follows the chain) and its own Pix receiver (stores.pix_*, all four or none; none: the
 * chain's). The answer also says what the store offers now, as the catalogue and orders decide.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import {
  chainPixReceiver,
  pixReceiverAt,
  storeMethodSwitches,
  storePixReceiver,
} from "#server/services/settings/payment-settings.ts";
import { readStoredSettings } from "#server/services/settings/stored-settings.ts";
import { PAYMENT_METHODS } from "#shared/order-terms.ts";
import {
  chainPaymentMethods,
  type MethodSwitches,
  storePaymentMethods,
} from "#shared/payment-methods.ts";
import type {
  StorePaymentSettings,
  storePaymentSettingsUpdateSchema,
} from "#shared/store-payments.ts";
import type { z } from "#shared/zod-pt-br.ts";

/** A validated PUT body (the receiver's key already normalized). */
export type StorePaymentsChange = z.output<typeof storePaymentSettingsUpdateSchema>;

type PaymentColumns = Pick<
  typeof stores.$inferSelect,
  "id" | "paymentMethods" | "pixKeyType" | "pixKey" | "pixMerchantName" | "pixMerchantCity"
>;

const paymentColumns = {
  id: stores.id,
  paymentMethods: stores.paymentMethods,
  pixKeyType: stores.pixKeyType,
  pixKey: stores.pixKey,
  pixMerchantName: stores.pixMerchantName,
  pixMerchantCity: stores.pixMerchantCity,
};

async function answerFor(
  db: Database,
  row: PaymentColumns,
  defaults: PaymentDefaults,
): Promise<StorePaymentSettings> {
  const stored = await readStoredSettings(db, ["payment_methods", "pix_receiver"]);
  const chain = stored.payment_methods ?? {};
  const own = storeMethodSwitches(row.paymentMethods);
  return {
    storeId: row.id,
    methods: own,
    chainMethods: chainPaymentMethods(chain),
    pixReceiver: storePixReceiver(row),
    chainHasPixReceiver: chainPixReceiver(stored, defaults) !== null,
    effectiveMethods: storePaymentMethods(
      chain,
      own,
      pixReceiverAt(row, stored, defaults) !== null,
    ),
  };
}

/** The store's payments; null when no store has this id. */
export async function readStorePayments(
  db: Database,
  storeId: string,
  defaults: PaymentDefaults,
): Promise<StorePaymentSettings | null> {
  const [row] = await db.select(paymentColumns).from(stores).where(eq(stores.id, storeId));
  return row ? answerFor(db, row, defaults) : null;
}

/** The store's switches after a change: true/false set, null removed, absent kept. */
function mergedSwitches(saved: unknown, change: StorePaymentsChange["methods"]): MethodSwitches {
  const switches = storeMethodSwitches(saved);
  for (const method of PAYMENT_METHODS) {
    const value = change?.[method];
    if (value === null) delete switches[method];
    else if (value !== undefined) switches[method] = value;
  }
  return switches;
}

/**
 * Applies a validated change (who may send the receiver is the route's to decide) under the
 * store's row lock, so two changes of different methods at once both stay. Null when no store
 * has this id.
 */
export async function updateStorePayments(
  db: Database,
  storeId: string,
  change: StorePaymentsChange,
  defaults: PaymentDefaults,
): Promise<StorePaymentSettings | null> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select(paymentColumns)
      .from(stores)
      .where(eq(stores.id, storeId))
      .for("update");
    if (!current) return null;
    const receiver = change.pixReceiver;
    const [updated] = await tx
      .update(stores)
      .set({
        ...(change.methods
          ? { paymentMethods: mergedSwitches(current.paymentMethods, change.methods) }
          : {}),
        ...(receiver === undefined
          ? {}
          : {
              pixKeyType: receiver?.keyType ?? null,
              pixKey: receiver?.key ?? null,
              pixMerchantName: receiver?.merchantName ?? null,
              pixMerchantCity: receiver?.merchantCity ?? null,
            }),
        updatedAt: sql`now()`,
      })
      .where(eq(stores.id, storeId))
      .returning(paymentColumns);
    return updated ?? null;
  });
  return row ? answerFor(db, row, defaults) : null;
}
