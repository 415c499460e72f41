import { configDefaults, defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The API suite runs on each database. A file named `*.pglite.test.ts` or `*.postgres.test.ts`
 * is about one database only (backups, a PostgreSQL outage) and runs in that suite alone. The
 * PostgreSQL suite runs when TEST_DATABASE_URL is set (scripts/with-postgres.sh, as CI does),
 * which also guarantees the PostgreSQL server binaries those files start clusters with.
 */
const apiSuite = (name: string, env: Record<string, string>, otherDatabase: string) => ({
  extends: true as const,
  test: {
    name,
    include: ["src/server/**/*.test.ts"],
    exclude: [...configDefaults.exclude, `src/server/**/*.${otherDatabase}.test.ts`],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "web",
          // jsdom, with Vite's server transforms: see the file.
          environment: "./src/web/testing/jsdom-environment.ts",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/testing/setup.ts"],
          // vi.stubGlobal("fetch", …) lasts one test: the next stubs its own.
          unstubGlobals: true,
          // Tests that talk to the API start the real app on a fresh PGlite.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      apiSuite("api (PGlite)", { FROSTY_TEST_DB: "pglite" }, "postgres"),
      ...(postgresUrl
        ? [apiSuite("api (PostgreSQL)", { FROSTY_TEST_DB: "postgres" }, "pglite")]
        : []),
    ],
  },
});
