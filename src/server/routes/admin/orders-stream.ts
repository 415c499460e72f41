import type { Context } from "hono";
import type { Auth } from "#server/auth/create-auth.ts";
import { canWorkAtStore, storeScope } from "#server/auth/staff-access.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { countUnseenOrders } from "#server/services/admin-orders/list-orders.ts";
import type { OrderScope } from "#server/services/admin-orders/order-scope.ts";
import type { AppEvent } from "#server/services/events/app-events.ts";
import { serveEventStream } from "#server/services/events/event-stream.ts";
import { openStaffPresence } from "#server/services/events/staff-presence.ts";
import type { LiveStreams } from "#server/services/events/stream-limits.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import { ORDER_EVENT_TYPES, type StaffStreamReady } from "#shared/order-events.ts";
import { adminErrors } from "./errors.ts";
import type { StaffEnv } from "./require-staff.ts";

type OrderEvent = Extract<AppEvent, { orderId: string }>;

const isOrderEvent = (event: AppEvent): event is OrderEvent =>
  (ORDER_EVENT_TYPES as readonly string[]).includes(event.type);

const inScope = (scope: OrderScope, storeId: string) => scope === null || scope.includes(storeId);

export interface StaffOrderStreamDeps {
  db: Database;
  auth: Auth;
  /** The process's stream budgets: staff streams come out of their own, `staff`. */
  streams: Pick<LiveStreams, "staff" | "staffWatch">;
  /** Where a notification that is not an event is reported. */
  logger: Logger;
}

/**
 * GET /api/admin/orders/events: the order events of the staff member's stores (HQ: every
 * store, or the one it asks for), scoped on the server whichever instance the change came
 * from. The stream ends, and the browser reconnects through the guard, as soon as the staff
 * member's access changes (staff.access_changed, at once) or their session is signed out or
 * their role or stores change by any other way (the watch, within seconds). Staff streams have
 * room of their own that customers' streams never take (stream-limits.ts). While it lives, a
 * row in staff_streams says this panel is connected.
 */
export async function serveStaffOrderStream(
  c: Context<StaffEnv>,
  deps: StaffOrderStreamDeps,
  query: { lifetime: number; storeId?: string | undefined },
): Promise<Response> {
  const staff = c.get("staff");
  if (query.storeId && !canWorkAtStore(staff.access, query.storeId)) {
    throw adminErrors.otherStore();
  }
  const scope: OrderScope = query.storeId ? [query.storeId] : storeScope(staff.access);
  // The session the guard let in, by id: the watch checks it is still there.
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session || session.user.id !== staff.user.id) throw adminErrors.unauthorized();
  const watched = {
    sessionId: session.session.id,
    hq: staff.access.hq,
    storeIds: staff.access.stores.map((store) => store.id),
  };
  const slot = deps.streams.staff.take(staff.user.id);

  return serveEventStream(
    c,
    slot,
    async (sink) => {
      const unsubscribe = await subscribeToEvents(
        deps.db,
        {
          onEvent: (event) => {
            if (event.type === "staff.access_changed") {
              if (event.userId === staff.user.id) sink.end();
            } else if (isOrderEvent(event) && inScope(scope, event.storeId)) {
              void sink.send(event.type, event);
            }
          },
          onResync: () => void sink.send("resync", {}),
          onClose: () => sink.end(),
        },
        deps.logger,
      );
      const unwatch = deps.streams.staffWatch.watch({ ...watched, end: () => sink.end() });
      let presence: Awaited<ReturnType<typeof openStaffPresence>> | null = null;
      const close = async () => {
        unwatch();
        await unsubscribe();
        await presence?.close();
      };
      try {
        presence = await openStaffPresence(
          deps.db,
          staff.user.id,
          staff.access.hq ? [] : staff.access.stores.map((store) => store.id),
        );
        // Counted once subscribed: any order placed from here on is announced as well.
        const ready: StaffStreamReady = { unseenCount: await countUnseenOrders(deps.db, scope) };
        await sink.send("ready", ready);
      } catch (error) {
        await close();
        throw error;
      }
      const open = presence;
      sink.everyHeartbeat(() => open.refresh());
      return close;
    },
    query.lifetime * 1000,
  );
}
