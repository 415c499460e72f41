import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import type { SystemCancelReason } from "#shared/cancel-reasons.ts";
import type { DeliveryMethod, OrderStatus, PaymentMethod } from "#shared/order-terms.ts";
import { deliverPush } from "./deliver-push.ts";
import { isAllowedPushEndpoint } from "./push-endpoints.ts";
import { orderPushMessage } from "./push-message.ts";
import type { PushSettings } from "./push-settings.ts";
import { deletePushSubscription } from "./push-subscriptions.ts";

/** Orders whose notifications are prepared at once (each sends to at most 5 browsers). */
const CONCURRENT_ORDERS = 4;
/** Orders waiting their turn; past this a burst's extra notifications are dropped (logged). */
const MAX_WAITING_ORDERS = 1_000;
/** How long to wait before listening again when the database would not take the LISTEN. */
const RESUBSCRIBE_MS = 5_000;

export interface OrderPushes {
  /** Resolves once nothing is waiting or being sent (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface ClaimedSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  order_id: string;
  access_token: string;
  status: OrderStatus;
  delivery_method: DeliveryMethod;
  payment_method: PaymentMethod;
  short_number: number;
  store_name: string;
  system_reason: SystemCancelReason | null;
  courier_name: string | null;
}

/**
 * Tells subscribed browsers when an order's status changes. It listens to the order.updated
 * event, which every status change publishes in its own transaction (staff moves, "Pix
 * recebido", the Pix expiry sweep) and which arrives only once that transaction commits, so
 * nothing here can slow down or undo a change. Every instance hears every event: the one whose
 * UPDATE raises a subscription's notified_version to the order's version sends to it, so each
 * browser is told once per version, of the order's status as it is then.
 */
export function startOrderPushes(deps: {
  db: Database;
  settings: PushSettings;
  logger: Logger;
}): OrderPushes {
  const waiting = new Set<string>();
  let running = 0;
  let stopped = false;
  let unsubscribe: (() => Promise<void>) | null = null;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (running > 0 || waiting.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const next = () => {
    while (!stopped && running < CONCURRENT_ORDERS && waiting.size > 0) {
      const [orderId] = waiting;
      if (orderId === undefined) break;
      waiting.delete(orderId);
      running += 1;
      notifyOrder(deps, orderId)
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, orderId }, "push: could not notify an order's browsers"),
        )
        .finally(() => {
          running -= 1;
          next();
          settle();
        });
    }
    settle();
  };

  const listen = () => {
    if (stopped) return;
    subscribeToEvents(
      deps.db,
      {
        onEvent(event) {
          if (event.type !== "order.updated" || stopped) return;
          // Already waiting: its turn reads the order as it is then, this change included.
          if (!waiting.has(event.orderId) && waiting.size >= MAX_WAITING_ORDERS) {
            deps.logger.warn({ orderId: event.orderId }, "push: too many orders waiting, skipped");
            return;
          }
          waiting.add(event.orderId);
          next();
        },
        // The database is closing: the server is stopping.
        onClose() {
          unsubscribe = null;
        },
      },
      deps.logger,
    ).then(
      (stop) => {
        if (stopped) void stop();
        else unsubscribe = stop;
      },
      (error: unknown) => {
        if (stopped) return;
        deps.logger.warn({ err: error }, "push: cannot hear status changes yet, trying again");
        setTimeout(listen, RESUBSCRIBE_MS).unref();
      },
    );
  };
  listen();

  return {
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settle();
      }),
    async stop() {
      stopped = true;
      waiting.clear();
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}

/** Claims the order's subscriptions not yet told of its current version, and tells them. */
async function notifyOrder(
  deps: { db: Database; settings: PushSettings; logger: Logger },
  orderId: string,
): Promise<void> {
  const claimed = await deps.db.execute(sql`
    update push_subscriptions as s set notified_version = o.version
    from orders as o join stores as st on st.id = o.store_id
    where s.order_id = ${orderId} and o.id = s.order_id and s.notified_version < o.version
    returning s.id, s.endpoint, s.p256dh, s.auth, o.id as order_id, o.access_token, o.status,
      o.delivery_method, o.payment_method, o.short_number, o.courier_name, st.name as store_name,
      (select h.system_reason from order_status_history as h where h.order_id = o.id
        order by h.changed_at desc, h.id desc limit 1) as system_reason`);
  const rows = (claimed as unknown as { rows: ClaimedSubscription[] }).rows;
  await Promise.all(rows.map((row) => notifyBrowser(deps, row)));
}

async function notifyBrowser(
  deps: { db: Database; settings: PushSettings; logger: Logger },
  row: ClaimedSubscription,
): Promise<void> {
  const origin = new URL(row.endpoint).origin;
  // Accepted under a policy that has since changed (a test server's endpoint, say): not sent.
  if (!isAllowedPushEndpoint(row.endpoint, deps.settings)) {
    deps.logger.warn({ origin }, "push: endpoint no longer allowed, not sent");
    return;
  }
  const message = orderPushMessage({
    id: row.order_id,
    accessToken: row.access_token,
    status: row.status,
    deliveryMethod: row.delivery_method,
    paymentMethod: row.payment_method,
    shortNumber: Number(row.short_number),
    storeName: row.store_name,
    cancelReason: row.system_reason,
    courierName: row.courier_name,
  });
  const outcome = await deliverPush(row, message, row.order_id, deps.settings);
  if (outcome.kind === "gone") {
    await deletePushSubscription(deps.db, Number(row.id));
  } else if (outcome.kind === "failed") {
    // The endpoint itself is a credential of the browser's: only its origin is logged.
    deps.logger.warn(
      { origin, status: outcome.status, err: outcome.error },
      "push: the push service did not take the message",
    );
  }
}
