import { preparedPglite } from "#server/testing/prepared-database.ts";
import { startAppServer } from "./app-server.ts";

/**
 * Starts the shared app server the tests use, and hands its URL and data directory to
 * them through FROSTY_E2E_BASE_URL and FROSTY_E2E_DATA_DIR. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Once, before the workers: every server starts from a copy of it.
  await preparedPglite();
  const server = await startAppServer();
  process.env.FROSTY_E2E_BASE_URL = server.baseUrl;
  process.env.FROSTY_E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
