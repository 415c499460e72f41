import { type AppServer, startAppServer } from "./app-server.ts";
import { test } from "./test.ts";

/**
 * Tests that change shared data (the catalogue, coupons, settings) or count everything a
 * server holds get a server of their own, so the other tests stay independent.
 */

/** One server per worker, shared by the tests of a file that only add their own data. */
export const workerServerTest = test.extend<object, { ownServer: AppServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
});

/** One server per test, for tests that count everything the server holds. */
export const testServerTest = test.extend<{ ownServer: AppServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    // Starting a server (migrations, seed) can take a while on a busy machine.
    { timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
});
