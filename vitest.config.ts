import { defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;

const apiSuite = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ["src/server/**/*.test.ts"],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["src/shared/**/*.test.ts"] } },
      apiSuite("api (PGlite)", { FROSTY_TEST_DB: "pglite" }),
      ...(postgresUrl ? [apiSuite("api (PostgreSQL)", { FROSTY_TEST_DB: "postgres" })] : []),
    ],
  },
});
