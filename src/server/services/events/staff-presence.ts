import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { staffStreams } from "#server/db/schema.ts";

/**
 * A row is refreshed on the first heartbeat at least this long after the last refresh: every
 * other 10 s beat, so every ~20 s ("connected" means seen within 60 s).
 */
export const PRESENCE_REFRESH_MS = 15_000;
/** Rows a crashed instance left behind are swept when a stream opens, after this long. */
const STALE_AFTER = "1 hour";

export interface StaffPresence {
  /** Marks the stream as still open (at most once per PRESENCE_REFRESH_MS; cheap otherwise). */
  refresh(): Promise<void>;
  /** The stream ended: its row goes. */
  close(): Promise<void>;
}

/**
 * A staff panel's live stream, recorded while it is open (`staff_streams`), so HQ's "Lojas ao
 * vivo" can tell which stores have a panel connected right now, whichever instance holds it.
 * `storeIds` are the staff member's stores; HQ's chain-wide stream records none.
 */
export async function openStaffPresence(
  db: Database,
  userId: string,
  storeIds: readonly string[],
  now: () => number = Date.now,
): Promise<StaffPresence> {
  const id = randomUUID();
  await db
    .delete(staffStreams)
    .where(sql`${staffStreams.seenAt} < now() - ${STALE_AFTER}::interval`);
  await db.insert(staffStreams).values({ id, userId, storeIds: [...storeIds] });
  let refreshedAt = now();
  return {
    async refresh() {
      if (now() - refreshedAt < PRESENCE_REFRESH_MS) return;
      refreshedAt = now();
      // An upsert: a row swept meanwhile (a paused machine) comes back.
      await db
        .insert(staffStreams)
        .values({ id, userId, storeIds: [...storeIds] })
        .onConflictDoUpdate({ target: staffStreams.id, set: { seenAt: sql`now()` } });
    },
    async close() {
      await db.delete(staffStreams).where(eq(staffStreams.id, id));
    },
  };
}
