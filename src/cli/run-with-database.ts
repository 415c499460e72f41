import type { DatabaseHandle } from "#server/db/client.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { openConfiguredDatabase } from "#server/db/open-from-env.ts";
import { loadEnv } from "#server/env.ts";

/**
 * Opens the configured database (PostgreSQL, or PGlite under DATA_DIR) for a staff command,
 * runs it and closes the database. On PGlite the command needs the data directory to itself:
 * stop the server first.
 */
export async function runWithDatabase(
  name: string,
  command: (handle: DatabaseHandle) => Promise<string>,
): Promise<void> {
  try {
    const database = await openConfiguredDatabase(loadEnv());
    try {
      console.log(await command(database.handle));
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${name}: ${error.message}`);
    } else {
      console.error(`${name} failed:`, error);
    }
    process.exitCode = 1;
  }
}
