import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { orders, stores } from "#server/db/schema.ts";
import { addDays, type DayPeriod } from "#shared/shop-calendar.ts";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";
import {
  MAX_HOURS_BEHIND_BRASILIA,
  STORE_TIME_ZONE_IDS,
  storeDate,
} from "#shared/store-time-zone.ts";

/**
 * Which days the figures count, each store in its own days (decision 029). A report's period is
 * the same dates for every store; "today" (the dashboard, Lojas ao vivo) is each store's own
 * date now, which differs between zones in the hours after midnight in Brasília. So the days are
 * runs of dates per group of time zones: `zones` null is every store.
 */
export interface StoreDays {
  groups: readonly { zones: readonly string[] | null; period: DayPeriod }[];
}

/** The same dates for every store: a report's period, each store counting its own days. */
export function sameDays(period: DayPeriod): StoreDays {
  return { groups: [{ zones: null, period }] };
}

/**
 * A run of days seen from each store's today (`window` turns a today into the run): the stores
 * of `zones` (every zone, if left out) grouped by the run they get now.
 */
export function daysSeenFrom(
  now: Date,
  window: (today: string) => DayPeriod,
  zones: readonly string[] = STORE_TIME_ZONE_IDS,
): StoreDays {
  const byPeriod = new Map<string, { zones: string[]; period: DayPeriod }>();
  for (const zone of new Set(zones)) {
    const period = window(storeDate(now, zone));
    const key = `${period.from}/${period.to}`;
    const group = byPeriod.get(key) ?? { zones: [], period };
    group.zones.push(zone);
    byPeriod.set(key, group);
  }
  const groups = [...byPeriod.values()];
  // Every store sees the same dates (most of the day): no store needs telling apart.
  if (groups.length <= 1) {
    return { groups: groups.map((group) => ({ zones: null, period: group.period })) };
  }
  return { groups };
}

/** The dates every group's runs span, from the earliest to the latest. */
export function spanOf(days: StoreDays): DayPeriod {
  const periods = days.groups.map((group) => group.period);
  if (periods.length === 0) throw new Error("spanOf: no days");
  return {
    from: periods.map((period) => period.from).sort()[0] as string,
    to: periods
      .map((period) => period.to)
      .sort()
      .at(-1) as string,
  };
}

/**
 * The day an order counts in, on its store's clock: the day an encomenda is for (scheduled_day),
 * else the day it was placed (business_day, the store's date when placed).
 */
export const dayOfOrder: SQL = sql`coalesce(${orders.scheduledDay}, ${orders.businessDay})`;

/** The day as "YYYY-MM-DD" text; spelled once, so it can be both selected and grouped by. */
export const dayTextOfOrder: SQL = sql`to_char(${dayOfOrder}, 'YYYY-MM-DD')`;

/**
 * The hour (0–23) an order counts at, on its store's clock: the start of an encomenda's slot,
 * else when it was placed. Needs the order's store joined in as `stores`.
 */
export const storeHourOfOrder: SQL = sql`extract(hour from coalesce(${orders.scheduledFor}, ${orders.createdAt}) at time zone ${stores.timeZone})::int`;

/** The instant a São Paulo date begins. */
function brasiliaDayStart(date: string): SQL {
  return sql`(${date}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/** `day` in the group's run, and the store (`storeId`) in the group's zones. */
function inGroup(group: StoreDays["groups"][number], storeId: AnyColumn | SQL, day: SQL): SQL {
  const inRun = sql`${day} between ${group.period.from}::date and ${group.period.to}::date`;
  if (group.zones === null) return inRun;
  const zones = sql.join(
    group.zones.map((zone) => sql`${zone}`),
    sql`, `,
  );
  return sql`(${storeId} in (select ${stores.id} from ${stores} where ${stores.timeZone} in (${zones})) and ${inRun})`;
}

/**
 * `day` (a date expression) falls in its store's days: the exact test, without an index of its
 * own. For subqueries that already narrowed the rows (a customer's first sale).
 */
export function dayInStoreDays(days: StoreDays, storeId: AnyColumn | SQL, day: SQL): SQL {
  if (days.groups.length === 0) return sql`false`;
  return sql`(${sql.join(
    days.groups.map((group) => inGroup(group, storeId, day)),
    sql` or `,
  )})`;
}

/**
 * Orders counted in their stores' days (dayOfOrder). Besides the exact test, a range the
 * indexes serve: an order placed on a store's day was placed from Brasília's start of that day
 * to at most MAX_HOURS_BEHIND_BRASILIA after Brasília's end of it (orders_created_at_idx,
 * orders_store_created_at_idx); an encomenda is found by its day (orders_scheduled_day_idx).
 */
export function orderInStoreDays(days: StoreDays): SQL {
  if (days.groups.length === 0) return sql`false`;
  const span = spanOf(days);
  const from = brasiliaDayStart(span.from);
  const until = sql`${brasiliaDayStart(addDays(span.to, 1))} + ${`${MAX_HOURS_BEHIND_BRASILIA} hours`}::interval`;
  const placed = sql`(${orders.createdAt} >= ${from} and ${orders.createdAt} < ${until})`;
  const scheduled = sql`(${orders.scheduledDay} between ${span.from}::date and ${span.to}::date)`;
  return sql`((${placed} or ${scheduled}) and ${dayInStoreDays(days, orders.storeId, dayOfOrder)})`;
}
