import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { readJson, readQuery } from "#server/http/validate.ts";
import { changeOrderStatus } from "#server/services/admin-orders/change-status.ts";
import { countUnseenOrders, listAdminOrders } from "#server/services/admin-orders/list-orders.ts";
import { markOrderSeen } from "#server/services/admin-orders/mark-seen.ts";
import { readAdminOrder } from "#server/services/admin-orders/order-detail.ts";
import type { AppEvent } from "#server/services/events/app-events.ts";
import { STREAM_LIFETIME_MS, serveEventStream } from "#server/services/events/event-stream.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import { adminOrderFiltersSchema, changeOrderStatusSchema } from "#shared/admin-orders.ts";
import { ORDER_EVENT_TYPES, type StaffStreamReady } from "#shared/order-events.ts";
import { z } from "#shared/zod-pt-br.ts";
import type { AdminEnv } from "./require-admin.ts";

const MAX_LIFETIME_SECONDS = STREAM_LIFETIME_MS / 1000;

/**
 * `lifetime` (seconds): a client may ask for a shorter stream than the server's own limit;
 * 0 sends `ready` and ends (a monitor's probe, the permission tests).
 */
const streamQuerySchema = z.object({
  lifetime: z.coerce
    .number({ error: "Duração inválida" })
    .int("Duração inválida")
    .min(0, "Duração inválida")
    .max(MAX_LIFETIME_SECONDS, `No máximo ${MAX_LIFETIME_SECONDS} segundos`)
    .default(MAX_LIFETIME_SECONDS),
});

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
    new Hono<AdminEnv>()
      .get("/orders", async (c) =>
        c.json(await listAdminOrders(deps.db, readQuery(c, adminOrderFiltersSchema))),
      )
      .get("/orders/unseen-count", async (c) =>
        c.json({ unseenCount: await countUnseenOrders(deps.db) }),
      )
      // Registered before /orders/:id, which would otherwise take "events" for an id.
      .get("/orders/events", (c) => {
        const { lifetime } = readQuery(c, streamQuerySchema);
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
      .get("/orders/:id", async (c) => c.json(await readAdminOrder(deps.db, c.req.param("id"))))
      .patch("/orders/:id/status", async (c) => {
        const change = await readJson(c, changeOrderStatusSchema);
        const { user } = c.get("staff");
        const order = await changeOrderStatus(deps.db, c.req.param("id"), change, user);
        return c.json(order);
      })
      .post("/orders/:id/seen", async (c) =>
        c.json(await markOrderSeen(deps.db, c.req.param("id"))),
      )
  );
}
