import { randomBytes } from "node:crypto";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import {
  adminQuery,
  preparedPgliteTarball,
  preparedPostgresTemplate,
} from "./prepared-database.ts";

/**
 * A database of one test file's own: in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL when the suite runs as "api (PostgreSQL)". dispose() drops it.
 */
export interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

/**
 * A copy of the prepared database, migrated and seeded (prepared-database.ts): well under a
 * second, against 6–8 s to prepare one. `fresh`: a new database migrated and seeded now, for
 * the tests whose subject is the migrations or the seed themselves.
 */
export async function createTestDatabase(options: { fresh?: boolean } = {}): Promise<TestDatabase> {
  const fresh = options.fresh === true;
  const opened =
    process.env.FROSTY_TEST_DB === "postgres" ? await openPostgres(fresh) : await openPglite(fresh);
  if (fresh) await prepareDatabase(opened.handle, "test");
  return { ...opened.handle, dispose: opened.dispose };
}

interface OpenedTestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function openPglite(fresh: boolean): Promise<OpenedTestDatabase> {
  const load = fresh ? undefined : await preparedPgliteTarball();
  const handle = await openDatabase({ kind: "pglite", ...(load ? { load } : {}) });
  return { handle, dispose: () => handle.close() };
}

async function openPostgres(fresh: boolean): Promise<OpenedTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL suite");

  const name = `frosty_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = fresh ? "template1" : await preparedPostgresTemplate(serverUrl);
  await adminQuery(serverUrl, `create database ${name} template ${template}`);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  return {
    handle,
    async dispose() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
