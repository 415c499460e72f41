import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle, Schema } from "./client.ts";

/**
 * The generated SQL sits beside this module in the source tree, and the server build
 * copies it beside the bundle, so this URL resolves in both.
 */
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(async (db) => {
    if (handle.kind === "postgres") {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    }
  });
}
