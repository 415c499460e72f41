import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./e2e/support/chromium.ts";

/** A phone: 390×844, as a Pixel 7 with Debian's Chromium. */
const phone = {
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  },
};

/** Tests that change chain-wide settings (e2e/support/own-server.ts). */
const CHAIN = /@chain/;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/support/prepare-database.ts",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // CI (FROSTY_TEST_TIMES set) also records each spec file's time for its slowest-files report.
  reporter: process.env.FROSTY_TEST_TIMES
    ? [["list"], ["./scripts/test-times/playwright-reporter.ts"]]
    : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // A failed test keeps its trace: every action with the page's DOM before and after, the
    // network and the console, and the screenshot at the failure (below). Not the screencast of
    // every frame, which cost each test a tenth or more of its time on the 2-core CI machine.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  },
  // One server per worker (e2e/support/own-server.ts): specs keep apart by their own data.
  projects: [
    {
      // One at a time, on the server of this project's one worker, beside the parallel ones
      // (listed first so that it starts with them rather than after): each test puts back what
      // it changed.
      name: "chain-settings",
      grep: CHAIN,
      fullyParallel: false,
      workers: 1,
      use: phone,
    },
    { name: "phone", grepInvert: CHAIN, use: phone },
  ],
});
