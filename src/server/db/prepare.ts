import type { DatabaseHandle } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { type SeedEnvironment, seedDatabase } from "./seed/index.ts";

/**
 * Brings a database up to date: migrations, then the idempotent seed (for `environment`: what
 * starts switched on, seed/index.ts).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  environment: SeedEnvironment = "production",
): Promise<void> {
  await migrateDatabase(handle);
  await handle.withExclusiveLock((db) => seedDatabase(db, environment));
}
