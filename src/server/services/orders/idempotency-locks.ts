import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/** The first key of the two-key advisory locks that stand for Idempotency-Keys. */
const IDEMPOTENCY_LOCK_SPACE = 7_270_002;

/**
 * Takes a transaction-scoped advisory lock per Idempotency-Key, in one order (by hash) on every
 * instance. A batch holding a key makes any other batch with that key wait until it commits or
 * rolls back, after which the waiter sees the order that was placed, if any. Taken before any
 * row lock, so the wait can never close a cycle with the stock locks. Sent as it is called
 * (execute()), ahead of whatever the caller sends next.
 */
export async function lockIdempotencyKeys(tx: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .execute(sql`
    select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_SPACE}::int, key_hash)
    from (
      select distinct hashtext(key) as key_hash
      from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as keys(key)
      order by key_hash
    ) as locks`)
    .execute();
}
