import { and, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, stores } from "#server/db/schema.ts";
import { describeScope, inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import {
  loadPercent,
  SCHEDULED_LOAD_DAYS,
  type ScheduledLoad,
  type ScheduledLoadStore,
} from "#shared/admin-dashboard.ts";
import { addDays, eachDay } from "#shared/shop-calendar.ts";
import { storeDate } from "#shared/store-time-zone.ts";

const dayKey = (storeId: string, day: string) => `${storeId}\u0000${day}`;

/**
 * The encomendas not cancelled of the stores counted, per store and day, over the dates given
 * (orders_scheduled_day_idx): what each day has booked, as the store's capacity counts it.
 */
async function bookedByStoreAndDay(
  db: Database,
  storeIds: StoreIds,
  from: string,
  to: string,
): Promise<Map<string, { orderCount: number; units: number }>> {
  const rows = await db
    .select({
      storeId: orders.storeId,
      day: sql<string>`to_char(${orders.scheduledDay}, 'YYYY-MM-DD')`,
      orderCount: sql`count(*)`.mapWith(Number),
      units: sql`coalesce(sum(${orders.scheduledUnits}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        sql`${orders.scheduledDay} between ${from}::date and ${to}::date`,
        ne(orders.status, "cancelled"),
        inScope(orders.storeId, storeIds),
      ),
    )
    .groupBy(orders.storeId, orders.scheduledDay);
  return new Map(rows.map((row) => [dayKey(row.storeId, row.day), row]));
}

/** The store's fullest day, in %: how the list is ranked. */
const peak = (store: ScheduledLoadStore) => Math.max(0, ...store.days.map(loadPercent));
const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/**
 * The upcoming load of encomendas at the stores counted (null: the chain): each store's next
 * SCHEDULED_LOAD_DAYS days from its own today (its clock), with the encomendas, their picolés
 * and the day's capacity (stores.daily_capacity, Sunday first). The chain lists only the stores
 * with something booked; stores asked for are all listed. The fullest first.
 */
export async function scheduledLoad(
  db: Database,
  now: Date,
  storeIds: StoreIds,
): Promise<ScheduledLoad> {
  const counted = await db
    .select({
      id: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      timeZone: stores.timeZone,
      dailyCapacity: stores.dailyCapacity,
    })
    .from(stores)
    .where(inScope(stores.id, storeIds));
  const todays = counted.map((store) => storeDate(now, store.timeZone)).sort();
  const first = todays[0];
  const last = todays.at(-1);
  const [scope, booked] = await Promise.all([
    describeScope(db, storeIds),
    first === undefined || last === undefined
      ? new Map<string, { orderCount: number; units: number }>()
      : bookedByStoreAndDay(db, storeIds, first, addDays(last, SCHEDULED_LOAD_DAYS - 1)),
  ]);
  const loads = counted.map((store): ScheduledLoadStore => {
    const today = storeDate(now, store.timeZone);
    const days = eachDay(today, addDays(today, SCHEDULED_LOAD_DAYS - 1)).map((date) => {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const day = booked.get(dayKey(store.id, date));
      return {
        date,
        orderCount: day?.orderCount ?? 0,
        units: day?.units ?? 0,
        capacity: store.dailyCapacity[weekday] ?? 0,
      };
    });
    return { storeId: store.id, name: store.name, city: store.city, state: store.state, days };
  });
  const listed =
    storeIds === null
      ? loads.filter((store) => store.days.some((day) => day.orderCount > 0))
      : loads;
  return {
    scope,
    stores: listed.sort((a, b) => peak(b) - peak(a) || byName.compare(a.name, b.name)),
  };
}
