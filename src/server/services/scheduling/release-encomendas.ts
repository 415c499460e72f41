import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { textLiteral } from "#server/db/text-literal.ts";
import { publishEvents } from "#server/services/events/publish-event.ts";

/** How many encomendas one pass moves at most (the next pass takes the rest). */
const RELEASE_LIMIT = 200;

/** Who the history names for the move: nobody on the staff did it. */
export const RELEASE_ACTOR_NAME = "Sistema (encomenda)";

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Moves the encomendas whose time has come into their stores' live queue: "Agendado" to
 * "Pendente" at the slot minus the store's preparation time, with a history entry and an
 * order.updated event each (the board rings: order-arrival.ts), all in one transaction.
 * Exactly once across the fleet: each order is taken under its row lock (SKIP LOCKED: another
 * instance's pass or a staff change holding it keeps it) and moved only while still
 * "Agendado", so a second pass finds nothing. `now` is the clock the pass reads (tests and
 * CLOCK_OFFSET_SECONDS move it). Returns the ids it moved.
 */
export async function releaseDueEncomendas(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const taken = rowsOf(
      await tx.execute(sql`
        select o.id from orders as o join stores as s on s.id = o.store_id
        where o.status = 'scheduled'
          and o.scheduled_for - make_interval(mins => s.preparation_minutes) <= ${at}::timestamptz
        order by o.scheduled_for
        limit ${sql.raw(String(RELEASE_LIMIT))}
        for update of o skip locked`),
    ).map((row) => String(row.id));
    if (taken.length === 0) return [];
    const moved = rowsOf(
      await tx.execute(sql`
        update orders set status = 'pending', version = version + 1, updated_at = now()
        where id = any(${sql.param(taken)}::text[]) and status = 'scheduled'
        returning id, store_id, version`),
    ).map((row) => ({
      id: String(row.id),
      storeId: String(row.store_id),
      version: Number(row.version),
    }));
    if (moved.length === 0) return [];
    const ids = moved.map((order) => order.id);
    await tx.execute(sql`
      insert into order_status_history (order_id, from_status, to_status, changed_by_name,
        changed_at)
      select o.id, 'scheduled', 'pending', ${textLiteral(RELEASE_ACTOR_NAME)}, o.updated_at
      from orders as o where o.id = any(${sql.param(ids)}::text[])`);
    await publishEvents(
      tx,
      moved.map((order) => ({
        type: "order.updated" as const,
        orderId: order.id,
        storeId: order.storeId,
        status: "pending" as const,
        version: order.version,
      })),
    );
    return ids;
  });
}
