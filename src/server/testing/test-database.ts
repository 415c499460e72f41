import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { prepareDatabase } from "#server/db/prepare.ts";

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs as
 * "api (PostgreSQL)". dispose() drops it again.
 */
export interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const handle = await openFreshDatabase();
  if (options.seed === false) {
    const { migrateDatabase } = await import("#server/db/migrate.ts");
    await migrateDatabase(handle.handle);
  } else {
    await prepareDatabase(handle.handle);
  }
  return { ...handle.handle, dispose: handle.dispose };
}

async function openFreshDatabase(): Promise<{
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (process.env.FROSTY_TEST_DB !== "postgres") {
    const handle = await openDatabase({ kind: "pglite" });
    return { handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL suite");

  const name = `frosty_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  return {
    handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
