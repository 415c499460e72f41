import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { openConfiguredDatabase } from "./db/open-from-env.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { siteConfigFromEnv } from "./site-config.ts";

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);

  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`frosty: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  try {
    await prepareDatabase(database.handle);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  const { app } = createApp({
    db: database.handle.db,
    logger,
    webDir: resolve(env.WEB_DIST_DIR),
    site: siteConfigFromEnv(env),
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info(
      { port: info.port, database: database.handle.kind },
      `Frosty is open on http://${host}:${info.port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close() stops accepting connections and calls back once in-flight requests are done.
    server.close(async () => {
      try {
        await database.close();
        logger.info("database closed; bye");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "closing the database failed");
        process.exit(1);
      }
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error("frosty: failed to start:", error);
  process.exit(1);
});
