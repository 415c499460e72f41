import type { Context } from "hono";
import type { Auth } from "#server/auth/create-auth.ts";
import { canWorkAtStore, hasPanelAccess, storeScope } from "#server/auth/staff-access.ts";
import { readStaffSession } from "#server/auth/staff-session.ts";
import type { Database } from "#server/db/client.ts";
import { countUnseenOrders } from "#server/services/admin-orders/list-orders.ts";
import type { OrderScope } from "#server/services/admin-orders/order-scope.ts";
import type { AppEvent } from "#server/services/events/app-events.ts";
import { serveEventStream } from "#server/services/events/event-stream.ts";
import { openStaffPresence } from "#server/services/events/staff-presence.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import { ORDER_EVENT_TYPES, type StaffStreamReady } from "#shared/order-events.ts";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { adminErrors } from "./errors.ts";
import type { StaffEnv } from "./require-staff.ts";

type OrderEvent = Extract<AppEvent, { orderId: string }>;

const isOrderEvent = (event: AppEvent): event is OrderEvent =>
  (ORDER_EVENT_TYPES as readonly string[]).includes(event.type);

const inScope = (scope: OrderScope, storeId: string) => scope === null || scope.includes(storeId);

/** The same stores, as the stream was opened with (a grant or revoke changes them). */
const sameScope = (a: StaffAccess, b: StaffAccess) =>
  JSON.stringify(storeScope(a)) === JSON.stringify(storeScope(b));

export interface StaffOrderStreamDeps {
  db: Database;
  auth: Auth;
}

/**
 * GET /api/admin/orders/events: the order events of the staff member's stores (HQ: every
 * store, or the one it asks for), scoped on the server whichever instance the change came
 * from. The stream ends, and the browser reconnects through the guard, as soon as the staff
 * member's access changes (staff.access_changed) or their session is gone (checked on every
 * heartbeat). While it lives, a row in staff_streams says this panel is connected.
 */
export function serveStaffOrderStream(
  c: Context<StaffEnv>,
  deps: StaffOrderStreamDeps,
  query: { lifetime: number; storeId?: string | undefined },
): Response {
  const staff = c.get("staff");
  if (query.storeId && !canWorkAtStore(staff.access, query.storeId)) {
    throw adminErrors.otherStore();
  }
  const scope: OrderScope = query.storeId ? [query.storeId] : storeScope(staff.access);
  // Kept for the checks on each heartbeat: the cookie the stream was opened with.
  const headers = new Headers(c.req.raw.headers);

  return serveEventStream(
    c,
    async (sink) => {
      const unsubscribe = await subscribeToEvents(deps.db, {
        onEvent: (event) => {
          if (event.type === "staff.access_changed") {
            if (event.userId === staff.user.id) sink.end();
          } else if (isOrderEvent(event) && inScope(scope, event.storeId)) {
            void sink.send(event.type, event);
          }
        },
        onResync: () => void sink.send("resync", {}),
        onClose: () => sink.end(),
      });
      let presence: Awaited<ReturnType<typeof openStaffPresence>> | null = null;
      const close = async () => {
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
      sink.everyHeartbeat(async () => {
        const now = await readStaffSession(deps.auth, deps.db, headers);
        const still = now.staff;
        if (
          !still ||
          still.user.id !== staff.user.id ||
          !hasPanelAccess(still.access) ||
          !sameScope(still.access, staff.access)
        ) {
          sink.end();
          return;
        }
        await open.refresh();
      });
      return close;
    },
    query.lifetime * 1000,
  );
}
