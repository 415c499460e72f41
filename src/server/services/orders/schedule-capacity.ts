import { sql } from "drizzle-orm";
import type { Database, DatabaseTraits } from "#server/db/client.ts";
import type { CreateOrder } from "#shared/orders.ts";
import { addDays, type SchedulingRules, scheduleDays } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import type { CatalogueFacts, StoreRow } from "./catalogue-facts.ts";
import { orderErrors } from "./errors.ts";
import type { PricedSchedule } from "./order-schedule.ts";

const dayKey = (storeId: string, day: string) => `${storeId}\u0000${day}`;

/**
 * The picolés booked for each of these stores' days from `from` to `to` (store dates): every
 * encomenda not cancelled counts, paid or not yet (an unpaid Pix holds its place until it
 * expires, as it holds its stock). By dayKey.
 */
export async function readBookedUnits(
  db: Database,
  storeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  if (storeIds.length === 0) return booked;
  const result = await db.execute(sql`
    select store_id, scheduled_day::text as day, sum(scheduled_units)::int as units
    from orders
    where store_id = any(${sql.param([...storeIds])}::text[])
      and scheduled_day between ${from}::date and ${to}::date and status <> 'cancelled'
    group by store_id, scheduled_day`);
  for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    booked.set(dayKey(String(row.store_id), String(row.day)), Number(row.units));
  }
  return booked;
}

/** What a store's day can still take: its capacity for that weekday less what is booked. */
export function unitsLeft(
  store: Pick<StoreRow, "id" | "dailyCapacity">,
  day: string,
  booked: ReadonlyMap<string, number>,
): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const capacity = store.dailyCapacity[weekday] ?? 0;
  return capacity - (booked.get(dayKey(store.id, day)) ?? 0);
}

/** The slot's day of each encomenda of the batch, on its store's clock. */
function scheduledDays(facts: CatalogueFacts, inputs: readonly CreateOrder[]) {
  const days = new Map<string, { storeId: string; day: string }>();
  for (const input of inputs) {
    const store = facts.stores.get(input.storeId);
    if (!input.schedule || !store) continue;
    const at = new Date(input.schedule.slotStart);
    if (Number.isNaN(at.getTime())) continue;
    const day = storeDate(at, store.timeZone);
    days.set(dayKey(store.id, day), { storeId: store.id, day });
  }
  return [...days.values()].sort((a, b) =>
    dayKey(a.storeId, a.day) < dayKey(b.storeId, b.day) ? -1 : 1,
  );
}

/**
 * The production capacity of the batch's stores' days, as the batch decides its encomendas:
 * in arrival order, each takes its picolés from its day, and one that would go past the day's
 * capacity is refused naming the days that still have room for it. Where other sessions
 * write, the days are locked first (a transaction-scoped advisory lock per store and day, in
 * key order), so two customers taking a day's last places at once are decided one after the
 * other: one wins, the other reads what the first booked.
 */
export class ScheduleCapacity {
  private constructor(
    private readonly booked: Map<string, number>,
    private readonly rules: SchedulingRules,
    private readonly now: Date,
  ) {}

  static async open(
    tx: Database,
    traits: DatabaseTraits,
    facts: CatalogueFacts,
    inputs: readonly CreateOrder[],
    rules: SchedulingRules,
    now: Date,
  ): Promise<ScheduleCapacity> {
    const days = scheduledDays(facts, inputs);
    if (days.length === 0) return new ScheduleCapacity(new Map(), rules, now);
    if (traits.concurrentWriters) {
      for (const { storeId, day } of days) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`encomendas:${storeId}:${day}`}, 0))`,
        );
      }
    }
    const storeIds = [...new Set(days.map((d) => d.storeId))];
    // The whole window of each store (its open days are named on a refusal), from the
    // earliest of their todays.
    const from = storeIds
      .map((id) => storeDate(now, facts.stores.get(id)?.timeZone ?? "America/Sao_Paulo"))
      .sort()[0] as string;
    const to = addDays(from, rules.daysAhead + 1);
    // A day past the window is refused as no slot later; reading it too does no harm.
    const last = [to, ...days.map((d) => d.day)].sort().at(-1) as string;
    const booked = await readBookedUnits(tx, storeIds, from, last);
    return new ScheduleCapacity(booked, rules, now);
  }

  /** The refusal (409 capacity_full) when the slot's day has too few places left, or null. */
  refusal(store: StoreRow, schedule: PricedSchedule, leadHours: number) {
    if (unitsLeft(store, schedule.day, this.booked) >= schedule.units) return null;
    const openDays = scheduleDays(store, this.rules, this.now, leadHours * 60)
      .filter((day) => unitsLeft(store, day.date, this.booked) >= schedule.units)
      .map((day) => day.date);
    return orderErrors.capacityFull(schedule.day, openDays);
  }

  book(storeId: string, schedule: PricedSchedule): void {
    const key = dayKey(storeId, schedule.day);
    this.booked.set(key, (this.booked.get(key) ?? 0) + schedule.units);
  }
}
