import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import { readBookedUnits, unitsLeft } from "#server/services/orders/schedule-capacity.ts";
import { pixReceiverAt, storeMethodSwitches } from "#server/services/settings/payment-settings.ts";
import { readStoredSettings } from "#server/services/settings/stored-settings.ts";
import { storePaymentMethods } from "#shared/payment-methods.ts";
import {
  addDays,
  scheduleDays,
  schedulingRulesOf,
  shortDate,
  WEEKDAY_NAMES,
} from "#shared/scheduling.ts";
import type { StoreSchedule } from "#shared/scheduling-schemas.ts";
import { storeDate } from "#shared/store-time-zone.ts";

/**
 * The days and slots a store offers for an encomenda of `units` picolés with `leadHours` of
 * lead time, on its own clock: each slot inside its hours, past the lead and preparation time,
 * and "esgotado" on a day whose capacity left is below the cart's picolés. What it says is a
 * guide for the checkout: placing the order checks everything again, in arrival order.
 */
export async function readStoreSchedule(
  db: Database,
  storeId: string,
  query: { units: number; leadHours: number },
  defaults: PaymentDefaults,
  now: Date = new Date(),
): Promise<StoreSchedule> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store?.isActive) throw new ApiError(404, "store_not_found", "Loja não encontrada");
  const settings = await readStoredSettings(db, [
    "scheduling_rules",
    "payment_methods",
    "pix_receiver",
  ]);
  const rules = schedulingRulesOf(settings.scheduling_rules);
  const offered = storePaymentMethods(
    settings.payment_methods ?? {},
    storeMethodSwitches(store.paymentMethods),
    pixReceiverAt(store, settings, defaults) !== null,
  );
  const days = rules.enabled ? scheduleDays(store, rules, now, query.leadHours * 60) : [];
  const today = storeDate(now, store.timeZone);
  const booked = await readBookedUnits(db, [store.id], today, addDays(today, rules.daysAhead));
  return {
    storeId: store.id,
    enabled: rules.enabled && days.length > 0,
    timeZone: store.timeZone,
    slotMinutes: rules.slotMinutes,
    paymentMethods: rules.paymentMethods.filter((method) => offered.includes(method)),
    upfrontFromCents: rules.upfrontFromCents,
    cancelCutoffHours: rules.cancelCutoffHours,
    days: days.map((day) => {
      const remaining = Math.max(0, unitsLeft(store, day.date, booked));
      const full = remaining < query.units;
      const label =
        day.date === today
          ? "hoje"
          : day.date === addDays(today, 1)
            ? "amanhã"
            : `${WEEKDAY_NAMES[day.weekday]}, ${shortDate(day.date)}`;
      return {
        date: day.date,
        label,
        capacity: day.capacity,
        remaining,
        full,
        slots: day.slots.map((slot) => ({ ...slot, available: !full })),
      };
    }),
  };
}
