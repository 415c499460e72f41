import { pino } from "pino";
import { createApp } from "../app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  database: TestDatabase;
  app: ReturnType<typeof createApp>["app"];
  catalog: ReturnType<typeof createApp>["catalog"];
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** The real app on a fresh real database, driven through app.request (no network). */
export async function createTestApp(options: { webDir?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { app, catalog } = createApp({
    db: database.db,
    logger: pino({ level: "silent" }),
    ...(options.webDir ? { webDir: options.webDir } : {}),
  });
  return {
    database,
    app,
    catalog,
    request: async (path, init) => app.request(path, init),
  };
}
