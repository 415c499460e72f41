import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppServer, startAppServer } from "./app-server.ts";
import { clientAddress } from "./browsers.ts";
import { readChainState, restoreChainState } from "./chain-settings.ts";
import { newAdmin } from "./staff.ts";
import { test as base } from "./test.ts";

/**
 * One server per worker, started from a copy of the prepared database and shared by every spec
 * the worker runs: tests are kept apart by their data (stores of their own, support/stores.ts;
 * unique e-mails, names and phones), not by servers. Tests that change the chain's settings are
 * tagged `@chain` and run one at a time in the "chain-settings" project (playwright.config.ts),
 * whose worker has a server of its own; what they change is put back after each
 * (chain-settings.ts).
 */

/**
 * What every worker's server gets on top of app-server.ts's defaults. Only what has no API and
 * changes nothing for the other specs:
 * - PUSH_ALLOW_LOCAL_ENDPOINTS: push-notifications.spec.ts plays the push service on this
 *   machine; no other spec registers a push endpoint.
 * - PIX_EXPIRY_CHECK_SECONDS=1: unpaid Pix orders past their deadline are looked for every second
 *   instead of 15. Nothing expires sooner: the deadline (30 min unless Configurações says
 *   otherwise) is the same; the one test that shortens it is a `@chain` test.
 */
export const WORKER_SERVER_ENV = {
  PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
  PIX_EXPIRY_CHECK_SECONDS: "1",
};

/**
 * Each worker's server writes Clube Frosty's codes to an outbox of its own (MESSAGES_OUTBOX_DIR):
 * the club works, nothing is sent, and support/club.ts reads the codes there.
 */
function outboxDir(): string {
  return mkdtempSync(join(tmpdir(), "frosty-e2e-outbox-"));
}

export const test = base.extend<{ chainState: undefined }, { ownServer: AppServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const outbox = outboxDir();
      const server = await startAppServer({
        env: { ...WORKER_SERVER_ENV, MESSAGES_OUTBOX_DIR: outbox },
      });
      // The helpers that reach the server through its data directory (grantAdmin, grantStores)
      // and the base fixture read these: in this worker, they mean this worker's server.
      process.env.FROSTY_E2E_BASE_URL = server.baseUrl;
      process.env.FROSTY_E2E_DATA_DIR = server.dataDir;
      process.env.FROSTY_E2E_OUTBOX_DIR = outbox;
      await use(server);
      await server.stop();
      rmSync(outbox, { recursive: true, force: true });
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
  chainState: [
    async ({ ownServer, playwright }, use, testInfo) => {
      if (!testInfo.tags.includes("@chain")) return use(undefined);
      const admin = await playwright.request.newContext({
        baseURL: ownServer.baseUrl,
        extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
      });
      try {
        await newAdmin(admin, ownServer.dataDir);
        const before = await readChainState(admin);
        await use(undefined);
        await restoreChainState(admin, before, ownServer.baseUrl);
      } finally {
        await admin.dispose();
      }
    },
    { auto: true, timeout: 60_000 },
  ],
});

/** The name the specs that read `ownServer` use. */
export const workerServerTest = test;

export { expect, expectNoAxeViolations } from "./test.ts";
