import type { DatabaseHandle } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDatabase } from "./seed/index.ts";

/** Brings a database up to date: migrations, then the idempotent seed. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await handle.withExclusiveLock((db) => seedDatabase(db));
}
