import { eq } from "drizzle-orm";
import type { AuthSettings } from "#server/auth/settings.ts";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { addressLimitKey, clientAddress } from "#server/http/client-address.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { Logger } from "#server/logger.ts";
import { serveEventStream } from "#server/services/events/event-stream.ts";
import type { LiveStreams } from "#server/services/events/stream-limits.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import { orderErrors } from "#server/services/orders/errors.ts";
import { findOrderForToken } from "#server/services/orders/read-order.ts";
import {
  CUSTOMER_STATUS_EVENT,
  type CustomerStatusEvent,
  customerStatusEventSchema,
} from "#shared/order-events.ts";
import { orderEventStreamRoute } from "./order-events.routes.ts";

export interface OrderEventRoutesDeps {
  db: Database;
  /** Which proxies' X-Forwarded-For names the client (its streams count against its cap). */
  proxies: Pick<AuthSettings, "trustedProxies">;
  /** The process's stream budgets: customers' streams come out of `customers`. */
  streams: Pick<LiveStreams, "customers">;
  /** Where a notification that is not an event is reported. */
  logger: Logger;
}

/**
 * GET /api/orders/:id/events?token=…: the order's status, live, for the customer who placed
 * it. EventSource cannot send headers, so the access token comes in the query string (the
 * request log records paths without it). A wrong token gets the same 404 as GET /:id. A few
 * streams per order and a few dozen per client address (429 past them), and never the room
 * kept for the staff panel (stream-limits.ts).
 */
export function orderEventRoutes(deps: OrderEventRoutesDeps) {
  const router = apiRouter().openapi(
    orderEventStreamRoute,
    async (c) => {
      const { id } = c.req.valid("param");
      await findOrderForToken(deps.db, id, c.req.valid("query").token);
      const address = clientAddress(c, deps.proxies);
      const slot = deps.streams.customers.take(
        id,
        address === null ? null : addressLimitKey(address),
      );

      return serveEventStream(c, slot, async (sink) => {
        const send = (status: CustomerStatusEvent["status"]) =>
          sink.send(CUSTOMER_STATUS_EVENT, { status } satisfies CustomerStatusEvent);
        const sendCurrent = async () => {
          const [row] = await deps.db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, id));
          if (row) await send(row.status);
        };

        const unsubscribe = await subscribeToEvents(
          deps.db,
          {
            onEvent: (event) => {
              if (event.type === "order.updated" && event.orderId === id) void send(event.status);
            },
            // Changes may have been missed: the current status says where the order is now.
            onResync: () => void sendCurrent().catch(() => sink.end()),
            onClose: () => sink.end(),
          },
          deps.logger,
        );
        try {
          // Read once subscribed, so no change can fall between this and the live events.
          await sendCurrent();
        } catch (error) {
          await unsubscribe();
          throw error;
        }
        return unsubscribe;
      });
    },
    // The token is only compared, never stored: any text is just a wrong token (the same 404),
    // and so is a repeated one (?token=a&token=b), which the query schema refuses.
    (result) => {
      if (!result.success) throw orderErrors.orderNotFound();
      return undefined;
    },
  );
  // The events' data is JSON the stream's description names: the document describes it too.
  // A clone, made now: the shared schema may have been built before the OpenAPI extension was
  // loaded (the app's events module reads shared/order-events.ts early), and zod gives a schema
  // its methods when it is built.
  router.openAPIRegistry.register("CustomerStatusEvent", customerStatusEventSchema.clone());
  return router;
}
