import { preparedPglite } from "#server/testing/prepared-database.ts";

/**
 * Global setup: prepares the database (migrated and seeded once per schema) before the
 * workers start. No server here: each worker starts its own from a copy (own-server.ts).
 */
export default async function prepareDatabase(): Promise<void> {
  await preparedPglite();
}
