import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { sendEncomendaReminders } from "#server/services/push/encomenda-reminders.ts";
import type { PushSettings } from "#server/services/push/push-settings.ts";
import { releaseDueEncomendas } from "./release-encomendas.ts";

/**
 * Every `intervalMs` while the server runs (unref'd): encomendas whose time has come enter
 * their stores' queue, and those due for their day-before reminder get it. Every instance runs
 * it; each order is moved and reminded once (the statements claim them). `now` is the clock
 * both read.
 */
export function startEncomendaClock(deps: {
  db: Database;
  push: PushSettings;
  logger: Logger;
  intervalMs: number;
  now: () => Date;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = deps.now();
    releaseDueEncomendas(deps.db, now)
      .then((released) => {
        if (released.length > 0) {
          deps.logger.info({ orders: released }, "encomendas entered their stores' queue");
        }
        return sendEncomendaReminders(
          { db: deps.db, settings: deps.push, logger: deps.logger },
          now,
        );
      })
      .catch((error: unknown) =>
        deps.logger.warn({ err: error }, "encomendas: could not release or remind"),
      )
      .finally(() => {
        running = false;
      });
  }, deps.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
