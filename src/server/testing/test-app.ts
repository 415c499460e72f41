import { pino } from "pino";
import { createApp } from "#server/app.ts";
import { type AuthSettings, ephemeralAuthSettings } from "#server/auth/settings.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** What app.request puts in the URL of an in-process request: http://localhost/<path>. */
export const TEST_ORIGIN = "http://localhost";

export interface TestApp {
  database: TestDatabase;
  app: ReturnType<typeof createApp>["app"];
  catalog: ReturnType<typeof createApp>["catalog"];
  auth: ReturnType<typeof createApp>["auth"];
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * The real app on a fresh real database, driven through app.request (no network). Auth
 * settings default to a secret of its own and http://localhost:3000 as PUBLIC_URL.
 */
export async function createTestApp(
  options: { webDir?: string; now?: () => Date; auth?: AuthSettings } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { app, catalog, auth } = createApp({
    db: database.db,
    logger: pino({ level: "silent" }),
    auth: options.auth ?? ephemeralAuthSettings(),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    database,
    app,
    catalog,
    auth,
    request: async (path, init) => app.request(path, init),
  };
}
