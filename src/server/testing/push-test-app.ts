import { pino } from "pino";
import { createApp } from "#server/app.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import { type OrderPushes, startOrderPushes } from "#server/services/push/order-pushes.ts";
import { ephemeralPushSettings, type PushSettings } from "#server/services/push/push-settings.ts";
import { GENEROUS_ORDER_LIMITS } from "./order-limits.ts";
import { type TestApp, testAppOf } from "./test-app.ts";
import { createTestDatabase } from "./test-database.ts";

export interface PushTestApp extends TestApp {
  push: PushSettings;
  /** The status-change notifier, running as index.ts runs it. */
  pushes: OrderPushes;
}

/**
 * createTestApp, plus what index.ts adds for Web Push: a VAPID key pair, the notifier, and
 * endpoints on 127.0.0.1 accepted (the tests' push service lives there).
 */
export async function createPushTestApp(
  options: { payments?: PaymentDefaults } = {},
): Promise<PushTestApp> {
  const database = await createTestDatabase();
  const logger = pino({ level: "silent" });
  const push = ephemeralPushSettings({ allowLocalEndpoints: true });
  const app = createApp({
    db: database.db,
    logger,
    push,
    orderLimits: GENEROUS_ORDER_LIMITS,
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const pushes = startOrderPushes({ db: database.db, settings: push, logger });
  const t = testAppOf(
    {
      ...database,
      async dispose() {
        await pushes.stop();
        await database.dispose();
      },
    },
    app,
  );
  return { ...t, push, pushes };
}
