import { configDefaults, defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;
// Said once, though Vitest reads this file again for each project.
if (!postgresUrl && !process.env.FROSTY_POSTGRES_SKIP_SAID) {
  process.env.FROSTY_POSTGRES_SKIP_SAID = "1";
  console.log(
    "api (PostgreSQL) skipped: TEST_DATABASE_URL is not set (scripts/with-postgres.sh npm test runs it too)",
  );
}

/**
 * Where a test runs is decided by its folder and file name (docs/architecture.md, "Tests"):
 *
 * - `unit`: src/shared, scripts, and any `*.unit.test.ts`: code that touches no database.
 * - `web`: src/web, component tests in jsdom (some start the real app in process).
 * - `api (PGlite)`: every other test under src/server.
 * - `api (PostgreSQL)`: what depends on the database's own behaviour (locks, concurrent writers,
 *   timeouts): src/server/services, src/server/routes and src/server/db, and any
 *   `*.postgres.test.ts`. The HTTP layer, auth, bad input and the contract fuzzer are the same
 *   code on either database and run on PGlite only. It runs when TEST_DATABASE_URL is set
 *   (scripts/with-postgres.sh, as CI does), which also guarantees the PostgreSQL server binaries
 *   the outage tests start clusters with.
 *
 * A file named `*.pglite.test.ts` is about PGlite alone and never runs on PostgreSQL; one named
 * `*.postgres.test.ts` never runs on PGlite.
 *
 * Every database suite copies one prepared database (src/server/testing/prepared-database.ts),
 * made by the global setup once per run, or taken from the cache when the schema is unchanged.
 */
const UNIT = "**/*.unit.test.ts";
const DATABASE_SETUP = "./src/server/testing/vitest-global-setup.ts";
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
/**
 * Files that need no page environment share their worker process, one file after another, rather
 * than each starting a process and loading every package again (measured: about a quarter of their
 * CPU time). Each file still evaluates the app's own modules afresh (the setup file), so no
 * module's state carries from one file to the next. The web project keeps a process per file:
 * its files mock modules and globals.
 */
const sharedProcess = {
  isolate: false,
  setupFiles: ["./src/server/testing/vitest-fresh-modules.ts"],
};

export default defineConfig({
  test: {
    // CI (FROSTY_TEST_TIMES set) also records each file's time for its slowest-files report.
    reporters: process.env.FROSTY_TEST_TIMES
      ? ["default", "./scripts/test-times/vitest-reporter.ts"]
      : ["default"],
    // Two files at once on the 2-core machine: a file spends much of its time waiting on its
    // database's thread, the other file's JavaScript fills that time (measured, decision 014).
    maxWorkers: Number(process.env.FROSTY_TEST_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          ...sharedProcess,
          include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts", `src/server/${UNIT}`],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          // jsdom, with Vite's server transforms: see the file.
          environment: "./src/web/testing/jsdom-environment.ts",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/testing/setup.ts"],
          // Tests that talk to the API start the real app on a copy of the prepared database.
          globalSetup: [DATABASE_SETUP],
          // vi.stubGlobal("fetch", …) lasts one test: the next stubs its own.
          unstubGlobals: true,
          ...apiTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: "api (PGlite)",
          include: ["src/server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, UNIT, "**/*.postgres.test.ts"],
          env: { FROSTY_TEST_DB: "pglite" },
          ...sharedProcess,
          globalSetup: [DATABASE_SETUP],
          ...apiTimeouts,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "api (PostgreSQL)",
                include: [
                  "src/server/services/**/*.test.ts",
                  "src/server/routes/**/*.test.ts",
                  "src/server/db/**/*.test.ts",
                  "src/server/**/*.postgres.test.ts",
                ],
                exclude: [...configDefaults.exclude, UNIT, "**/*.pglite.test.ts"],
                env: { FROSTY_TEST_DB: "postgres" },
                ...sharedProcess,
                globalSetup: [DATABASE_SETUP],
                ...apiTimeouts,
              },
            },
          ]
        : []),
    ],
  },
});
