import { sql } from "drizzle-orm";
import type { Database, DatabaseTraits } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { addressHoldKeys } from "#server/http/client-address.ts";
import { TooManyRequestsError } from "#server/http/errors.ts";
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from "#shared/order-limits.ts";

/*
 * Units held by orders nobody has paid for or accepted yet. A phone number can be invented
 * for every order, a client's address cannot (an IPv6 client's /56 or /48 at most): so the
 * units such orders hold are capped per address (OrderLimits.heldUnitsPer…), counted from the
 * orders themselves (orders.client_address_keys), in the transaction that places a batch. The
 * count is exact on every instance and frees itself as the orders move on: accepted, paid
 * ("Pix recebido"), or cancelled (by staff, the Pix expiry, or the sweep of unaccepted orders,
 * expire-unpaid-orders.ts).
 */

/**
 * An order holding stock on a promise: a Pix order awaiting its money, or one in "Pendente"
 * not paid (a confirmed Pix order is pending too, but paid). The orders table by its name:
 * for statements that read `from orders` (held-units, store-live).
 */
export const isHeldOrder = sql`(${orders.status} = 'awaiting_payment'
  or (${orders.status} = 'pending' and ${orders.paymentConfirmedAt} is null))`;

/** The first key of the two-key advisory locks that stand for client address keys. */
const HOLD_LOCK_SPACE = 7_270_003;

/** What an order's row keeps of its client (orders.client_address_keys); null when unknown. */
export function clientAddressKeys(addressKey: string | null): string[] | null {
  if (addressKey === null) return null;
  const { address, block56, block48 } = addressHoldKeys(addressKey);
  return [address, block56, block48].filter((key) => key !== null);
}

/**
 * The units held now under each of `keys`, read after taking a transaction-scoped advisory
 * lock per key where other sessions place orders (in one order on every instance, so two
 * batches from one client wait for each other instead of both counting what neither placed
 * yet). PGlite's one session runs one batch at a time. Keys nobody holds under are missing.
 */
export async function readHeldUnits(
  tx: Database,
  traits: Pick<DatabaseTraits, "concurrentWriters">,
  keys: readonly string[],
): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (keys.length === 0) return held;
  const list = JSON.stringify([...new Set(keys)]);
  if (traits.concurrentWriters) {
    await tx.execute(sql`
      select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}::int, key_hash)
      from (
        select distinct hashtext(key) as key_hash
        from jsonb_array_elements_text(${list}::jsonb) as keys(key)
        order by key_hash
      ) as locks`);
  }
  // A statement of its own: in READ COMMITTED it sees every order committed before the locks.
  // Only held orders keep their keys (a trigger clears them, migration 0009), so the keys alone
  // find them, and only through their index: a status test here would let the planner start
  // from every pending order instead (PGlite never refreshes its statistics).
  // Each order's units are summed by its own index lookup (a lateral aggregate): a join would
  // let the planner hash every order line instead. The keys go as a text array, not JSON: a
  // statement of JSON parameters alone is prepared once on PGlite (decision 017), and a plan
  // kept from when the orders table was empty scans every order; this one is planned per run.
  const result = await tx.execute(sql`
    select k.key, sum(lines.units)::int as units
    from unnest(${sql.param([...new Set(keys)])}::text[]) as k(key)
    join orders on ${orders.clientAddressKeys} @> array[k.key]
    cross join lateral (
      -- A party box holds its picolés (the sum of its parts) per box.
      select sum(i.quantity * coalesce((select sum((part ->> 'quantity')::int)
        from jsonb_array_elements(i.box_parts) as part), 1)) as units
      from order_items as i where i.order_id = ${orders.id}
    ) as lines
    group by k.key`);
  for (const row of (result as unknown as { rows: { key: string; units: number }[] }).rows) {
    held.set(String(row.key), Number(row.units));
  }
  return held;
}

/** How long a client refused for held units is told to wait: stores accept within minutes. */
const HELD_RETRY_AFTER_SECONDS = 5 * 60;

/**
 * The units held per client key during a batch: what the database held before it, plus the
 * batch's orders accepted so far, in arrival order. An order that would take any of its keys
 * past that key's cap is refused (429) and holds nothing.
 */
export class HeldUnitsLedger {
  private readonly held: Map<string, number>;

  constructor(
    before: ReadonlyMap<string, number>,
    private readonly limits: OrderLimits,
  ) {
    this.held = new Map(before);
  }

  private capOf(key: string): number {
    if (key.endsWith("/56")) return this.limits.heldUnitsPer56;
    if (key.endsWith("/48")) return this.limits.heldUnitsPer48;
    return this.limits.heldUnitsPerAddress;
  }

  /** The refusal for an order of `units` from a client with these keys, or null. */
  refusal(keys: readonly string[], units: number): TooManyRequestsError | null {
    const over = keys.some((key) => (this.held.get(key) ?? 0) + units > this.capOf(key));
    return over
      ? new TooManyRequestsError(
          "too_many_held_units",
          ORDER_LIMIT_MESSAGES.tooManyHeldUnits,
          HELD_RETRY_AFTER_SECONDS,
        )
      : null;
  }

  hold(keys: readonly string[], units: number): void {
    for (const key of keys) this.held.set(key, (this.held.get(key) ?? 0) + units);
  }
}
