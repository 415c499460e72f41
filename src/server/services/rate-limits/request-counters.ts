import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/** At most `max` requests per key in each window of `windowSeconds`. */
export interface CounterRule {
  windowSeconds: number;
  max: number;
}

export interface CounterReading {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** False once the count has passed the rule's max. */
  allowed: boolean;
  /** Seconds until the window is over and the count starts again (for Retry-After), ≥ 1. */
  retryAfterSeconds: number;
}

/** Some keys with how many requests each adds, counted in one statement. */
export interface CounterHit {
  key: string;
  windowSeconds: number;
  by: number;
}

export interface CounterState {
  key: string;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Adds each hit to its key's counter in the current fixed window (a window past its length
 * starts again at this hit), in ONE statement, and returns the counts after. In the caller's
 * transaction if it passes one: an order batch counts its orders in the transaction that
 * places them, so a batch that rolls back counted nothing. Every instance shares the rows.
 * Keys are sorted, so two transactions lock the same rows in the same order.
 */
export async function addToCounters(
  db: Database,
  hits: readonly CounterHit[],
): Promise<Map<string, CounterState>> {
  const states = new Map<string, CounterState>();
  if (hits.length === 0) return states;
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const result = await db.execute(sql`
    insert into request_counters as c (key, window_started_at, window_seconds, count)
    select h.key, now(), h."windowSeconds", h.by
    from jsonb_to_recordset(${JSON.stringify(sorted)}::jsonb)
      as h(key text, "windowSeconds" int, by int)
    on conflict (key) do update set
      count = case when c.window_started_at <= now() - make_interval(secs => excluded.window_seconds)
        then excluded.count else c.count + excluded.count end,
      window_started_at = case
        when c.window_started_at <= now() - make_interval(secs => excluded.window_seconds)
        then now() else c.window_started_at end,
      window_seconds = excluded.window_seconds
    returning key, count, window_started_at, now() as now`);
  const byKey = new Map(sorted.map((hit) => [hit.key, hit]));
  for (const row of rowsOf(result)) {
    const key = String(row.key);
    const windowSeconds = byKey.get(key)?.windowSeconds ?? 0;
    states.set(key, {
      key,
      count: Number(row.count),
      retryAfterSeconds: secondsLeft(row.window_started_at, row.now, windowSeconds),
    });
  }
  return states;
}

/** Counts one request against `key`; `allowed` is false once it is past the rule's max. */
export async function countRequest(
  db: Database,
  key: string,
  rule: CounterRule,
): Promise<CounterReading> {
  const state = (await addToCounters(db, [{ key, windowSeconds: rule.windowSeconds, by: 1 }])).get(
    key,
  );
  const count = state?.count ?? 1;
  return {
    count,
    allowed: count <= rule.max,
    retryAfterSeconds: state?.retryAfterSeconds ?? rule.windowSeconds,
  };
}

/** The key's count in its current window without adding to it (0 when none or over). */
export async function readCounter(
  db: Database,
  key: string,
  rule: CounterRule,
): Promise<CounterReading> {
  const result = await db.execute(sql`
    select count, window_started_at, now() as now from request_counters
    where key = ${key}
      and window_started_at > now() - make_interval(secs => ${rule.windowSeconds}::int)`);
  const [row] = rowsOf(result);
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  const count = Number(row.count);
  return {
    count,
    allowed: count < rule.max,
    retryAfterSeconds: secondsLeft(row.window_started_at, row.now, rule.windowSeconds),
  };
}

/** Forgets the key's count (a successful sign-in clears the account's failures). */
export async function resetCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from request_counters where key = ${key}`);
}

/** Deletes counters whose window ended more than a day ago; returns how many. */
export async function pruneRequestCounters(db: Database): Promise<number> {
  const result = await db.execute(sql`
    delete from request_counters where window_started_at + make_interval(secs => window_seconds) < now() - interval '1 day'`);
  return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? 0;
}

function secondsLeft(startedAt: unknown, now: unknown, windowSeconds: number): number {
  const started = new Date(startedAt as string | Date).getTime();
  const current = new Date(now as string | Date).getTime();
  return Math.max(1, Math.ceil((started + windowSeconds * 1000 - current) / 1000));
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Prunes old counters every hour while the server runs (unref'd). Returns the stop function. */
export function startRequestCounterPruning(db: Database, onError: (error: unknown) => void) {
  const timer = setInterval(() => void pruneRequestCounters(db).catch(onError), 60 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
