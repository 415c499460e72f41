import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { startCashbackExpiry } from "#server/services/cashback/expire.ts";
import { ADMIN_SOCKET_FILE } from "./admin-socket/protocol.ts";
import { type AdminSocket, startAdminSocket } from "./admin-socket/server.ts";
import { type App, createApp } from "./app.ts";
import { MissingAuthSecretError, resolveAuthSecret } from "./auth/secret.ts";
import { authSettingsFromEnv } from "./auth/settings.ts";
import { writePgliteBackup } from "./backup/pglite-backup.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import {
  DataDirPermissionsError,
  keepDataDirPrivate,
  restrictUmask,
} from "./db/data-dir-permissions.ts";
import { type OpenedDatabase, openConfiguredDatabase } from "./db/open-from-env.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { type Env, loadEnv } from "./env.ts";
import { answerClientErrors } from "./http/client-errors.ts";
import { createLogger, type Logger, loggableError } from "./logger.ts";
import { orderLimitsFromEnv } from "./order-limits-config.ts";
import { paymentDefaultsFromEnv, pspConnectionFromEnv } from "./pix-config.ts";
import { createMessageSender } from "./services/messages/create-message-sender.ts";
import { startUnpaidOrderSweeper } from "./services/orders/expire-unpaid-orders.ts";
import { startPixReconciler } from "./services/pix-charges/reconcile.ts";
import { startOrderPushes } from "./services/push/order-pushes.ts";
import { pushSettingsFromEnv } from "./services/push/push-settings.ts";
import { resolveVapidKeys } from "./services/push/vapid-keys.ts";
import { startRequestCounterPruning } from "./services/rate-limits/request-counters.ts";
import { startEncomendaClock } from "./services/scheduling/encomenda-clock.ts";
import { siteConfigFromEnv } from "./site-config.ts";

async function main(): Promise<void> {
  // Whatever this process creates (PGlite's files, the secret, backups, the admin socket) is
  // the owner's alone from its first instant.
  restrictUmask();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const orderLimits = orderLimitsFromEnv(process.env.ORDER_LIMITS);

  // Before anything is opened: a PostgreSQL deployment without a shared secret cannot start.
  if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    console.error(`frosty: ${new MissingAuthSecretError().message}`);
    process.exit(1);
  }

  let database: OpenedDatabase;
  try {
    database = await openConfiguredDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirPermissionsError) {
      console.error(`frosty: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let adminSocket: AdminSocket | null = null;
  try {
    await prepareDatabase(database.handle, env.NODE_ENV);
    // With PGlite, read or create the secret kept in DATA_DIR, now that we hold its lock.
    const secret = resolveAuthSecret(env);
    // Web Push's key pair: the environment's, or kept in DATA_DIR (PGlite) or the database.
    const site = siteConfigFromEnv(env);
    const push = pushSettingsFromEnv(env, await resolveVapidKeys(env, database.handle.db), site);
    database.handle.events.reportErrorsTo((error) =>
      logger.warn({ err: error }, "live events: database connection lost, reconnecting"),
    );
    // How Clube Frosty's sign-in codes reach a phone; with MESSAGES_OUTBOX_DIR nothing is sent.
    const messages = createMessageSender(env);
    if (messages.warning) logger.warn(messages.warning);
    const { app, catalog, pix } = createApp({
      db: database.handle.db,
      logger,
      auth: authSettingsFromEnv(env, secret),
      webDir: resolve(env.WEB_DIST_DIR),
      site,
      payments: { ...paymentDefaultsFromEnv(env), pspConnection: pspConnectionFromEnv(env) },
      ...(env.SECRETS_KEY ? { secretsKey: env.SECRETS_KEY } : {}),
      orderLimits,
      push,
      messages: messages.sender,
    });
    // Tells subscribed browsers of status changes; it stops when the database closes.
    startOrderPushes({ db: database.handle.db, settings: push, logger });
    startUnpaidOrderSweeper(database.handle.db, {
      intervalMs: env.PIX_EXPIRY_CHECK_SECONDS * 1000,
      // Their units are back on sale.
      onCancelled: ({ pixExpired, unaccepted }) => {
        if (pixExpired.length > 0) {
          logger.info({ orders: pixExpired }, "unpaid Pix orders expired and cancelled");
        }
        if (unaccepted.length > 0) {
          logger.info({ orders: unaccepted }, "orders the store never touched cancelled");
        }
        catalog.invalidate();
      },
      onError: (error) => logger.warn({ err: error }, "could not cancel expired unpaid orders"),
    });
    if (env.CLOCK_OFFSET_SECONDS > 0) {
      logger.warn(
        { seconds: env.CLOCK_OFFSET_SECONDS },
        "CLOCK_OFFSET_SECONDS is set: encomendas are released and reminded by a clock ahead of time",
      );
    }
    startEncomendaClock({
      db: database.handle.db,
      push,
      logger,
      intervalMs: env.ENCOMENDA_CHECK_SECONDS * 1000,
      now: () => new Date(Date.now() + env.CLOCK_OFFSET_SECONDS * 1000),
    });
    // Asks PSPs about unpaid charges and refunds in line, on one instance of the fleet at a time.
    startPixReconciler(database.handle.db, pix, {
      reconcileSeconds: env.PIX_RECONCILE_SECONDS,
      onError: (error) => logger.warn({ err: error }, "Pix automático: reconciliation failed"),
    });
    startRequestCounterPruning(database.handle.db, (error) =>
      logger.warn({ err: error }, "could not prune old rate-limit counters"),
    );
    startCashbackExpiry(
      database.handle.db,
      (expired) => logger.info(expired, "Clube Frosty: expired cashback recorded"),
      (error) => logger.warn({ err: error }, "Clube Frosty: could not record expired cashback"),
    );
    if (database.handle.kind === "pglite") {
      adminSocket = await openAdminSocket(join(env.DATA_DIR, ADMIN_SOCKET_FILE), database, logger);
      keepDataDirPrivate(env.DATA_DIR, {
        onFixed: (paths) =>
          logger.warn({ count: paths.length, example: paths[0] }, "DATA_DIR: made files private"),
      });
    }
    // Builds the first catalogue copy, which starts listening for other instances' changes
    // (LISTEN) before the first visitor arrives. A failure here is retried by the first visitor.
    await catalog.get().catch((error: unknown) => {
      logger.warn({ err: error }, "could not prepare the catalogue at start");
    });
    listen(app, env, database, adminSocket, logger);
  } catch (error) {
    await adminSocket?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * The staff CLI's way in while this process holds PGlite's data directory (admin:grant,
 * db:backup). A failure is not fatal to the shop: the CLI then says the directory is in use.
 */
async function openAdminSocket(
  path: string,
  database: OpenedDatabase,
  logger: Logger,
): Promise<AdminSocket | null> {
  try {
    return await startAdminSocket({
      path,
      db: database.handle.db,
      logger,
      backup: (file) => writePgliteBackup(database.handle, file),
    });
  } catch (error) {
    logger.warn(
      { err: error, path },
      "admin socket unavailable: stop the server to run npm run admin:grant or db:backup",
    );
    return null;
  }
}

function listen(
  app: App["app"],
  env: Env,
  database: OpenedDatabase,
  adminSocket: AdminSocket | null,
  logger: Logger,
): void {
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info(
      { port: info.port, database: database.handle.kind },
      `Frosty is open on http://${host}:${info.port}`,
    );
  });

  answerClientErrors(server);

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
    // Live event streams never finish by themselves: closing the database's notifications
    // ends them (browsers reconnect, to another instance behind a load balancer).
    server.close(async () => {
      try {
        await adminSocket?.close();
        await database.close();
        logger.info("database closed; bye");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "closing the database failed");
        process.exit(1);
      }
    });
    database.handle.events.close().catch((error: unknown) => {
      logger.warn({ err: error }, "closing live events failed");
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  // Described like the log's errors: a failed statement's parameters stay out of it.
  console.error("frosty: failed to start:", loggableError(error));
  process.exit(1);
});
