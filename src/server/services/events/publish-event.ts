import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { AppEvent } from "./app-events.ts";
import { EVENTS_CHANNEL } from "./events-channel.ts";

/**
 * Announces an event to every instance, this one included. Inside a transaction PostgreSQL
 * holds the notification until COMMIT and drops it on ROLLBACK, so listeners never hear of a
 * change they could not read yet, nor of one that never happened.
 */
export async function publishEvent(db: Database, event: AppEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
