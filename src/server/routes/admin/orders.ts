import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { changeOrderStatus } from "#server/services/admin-orders/change-status.ts";
import { countUnseenOrders, listAdminOrders } from "#server/services/admin-orders/list-orders.ts";
import { markOrderSeen } from "#server/services/admin-orders/mark-seen.ts";
import { readAdminOrder } from "#server/services/admin-orders/order-detail.ts";
import type { AppEvent } from "#server/services/events/app-events.ts";
import { serveEventStream } from "#server/services/events/event-stream.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import { ORDER_EVENT_TYPES, type StaffStreamReady } from "#shared/order-events.ts";
import {
  changeOrderStatusRoute,
  countUnseenOrdersRoute,
  listAdminOrdersRoute,
  markOrderSeenRoute,
  orderEventStreamRoute,
  readAdminOrderRoute,
} from "./orders.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

const isOrderEvent = (event: AppEvent): event is Extract<AppEvent, { orderId: string }> =>
  (ORDER_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * /api/admin/orders…: the staff order queue.
 * - GET    /orders              the queue (filters: status, storeId, method, from, to, q)
 * - GET    /orders/unseen-count orders nobody has opened yet
 * - GET    /orders/events       live order events (Server-Sent Events)
 * - GET    /orders/:id          one order with its status history
 * - PATCH  /orders/:id/status   { status, version } → the order, or 409 if it changed meanwhile
 * - POST   /orders/:id/seen     the first opening, kept once
 */
export function adminOrderRoutes(deps: { db: Database }) {
  return (
    apiRouter<StaffEnv>()
      .openapi(listAdminOrdersRoute, async (c) =>
        c.json(await listAdminOrders(deps.db, c.req.valid("query")), 200),
      )
      .openapi(countUnseenOrdersRoute, async (c) =>
        c.json({ unseenCount: await countUnseenOrders(deps.db) }, 200),
      )
      // Registered before /orders/{id}, which would otherwise take "events" for an id.
      .openapi(orderEventStreamRoute, (c) => {
        const { lifetime } = c.req.valid("query");
        return serveEventStream(
          c,
          async (sink) => {
            const unsubscribe = await subscribeToEvents(deps.db, {
              onEvent: (event) => {
                if (isOrderEvent(event)) void sink.send(event.type, event);
              },
              onResync: () => void sink.send("resync", {}),
              onClose: () => sink.end(),
            });
            try {
              // Counted once subscribed: any order placed from here on is announced as well.
              const ready: StaffStreamReady = { unseenCount: await countUnseenOrders(deps.db) };
              await sink.send("ready", ready);
            } catch (error) {
              await unsubscribe();
              throw error;
            }
            return unsubscribe;
          },
          lifetime * 1000,
        );
      })
      .openapi(readAdminOrderRoute, async (c) =>
        c.json(await readAdminOrder(deps.db, c.req.valid("param").id), 200),
      )
      .openapi(changeOrderStatusRoute, async (c) => {
        const { user } = c.get("staff");
        const { id } = c.req.valid("param");
        const order = await changeOrderStatus(deps.db, id, c.req.valid("json"), user);
        return c.json(order, 200);
      })
      .openapi(markOrderSeenRoute, async (c) =>
        c.json(await markOrderSeen(deps.db, c.req.valid("param").id), 200),
      )
  );
}
