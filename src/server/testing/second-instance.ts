import { sql } from "drizzle-orm";
import { pino } from "pino";
import { createApp } from "#server/app.ts";
import type { AuthSettings } from "#server/auth/settings.ts";
import { openDatabase } from "#server/db/client.ts";
import { type TestApp, testAppOf } from "./test-app.ts";
import type { TestDatabase } from "./test-database.ts";

/**
 * Another instance of the app on the test app's database, as behind a load balancer. On
 * PostgreSQL it has its own pool and its own LISTEN connection; PGlite belongs to one process,
 * so there both apps share it (events still travel through NOTIFY). Give it the first app's
 * auth settings (every instance of a deployment shares BETTER_AUTH_SECRET) to share sessions.
 */
export async function secondInstance(
  first: TestApp,
  auth: AuthSettings,
): Promise<{ app: TestApp; close(): Promise<void> }> {
  const database = await sameDatabaseElsewhere(first.database);
  const app = testAppOf(
    database.database,
    createApp({
      db: database.database.db,
      logger: pino({ level: "silent" }),
      auth,
      // The same deployment: the same limits where staff saved none.
      orderLimits: first.catalog.limitDefaults,
    }),
  );
  return { app, close: database.close };
}

async function sameDatabaseElsewhere(database: TestDatabase) {
  if (database.kind === "pglite") return { database, close: async () => {} };
  const result = await database.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${row?.name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 3 });
  return { database: { ...handle, dispose: () => handle.close() }, close: () => handle.close() };
}
