import { preparedPglite, preparedPostgresTemplate } from "./prepared-database.ts";

/**
 * Vitest's global setup for the suites that use a database: the prepared database is made once
 * per run (or not at all, when the cache holds one of this schema), before any test file copies
 * it. On PostgreSQL, the template database on TEST_DATABASE_URL's server.
 */
export default async function setup(): Promise<void> {
  await preparedPglite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await preparedPostgresTemplate(serverUrl);
}
