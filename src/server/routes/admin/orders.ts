import type { Context } from "hono";
import { canWorkAtStore, storeScope } from "#server/auth/staff-access.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { changeOrderStatus } from "#server/services/admin-orders/change-status.ts";
import { confirmPixPayment } from "#server/services/admin-orders/confirm-payment.ts";
import { countUnseenOrders, listAdminOrders } from "#server/services/admin-orders/list-orders.ts";
import { markOrderSeen } from "#server/services/admin-orders/mark-seen.ts";
import { readAdminOrder } from "#server/services/admin-orders/order-detail.ts";
import { recordTicketPrint } from "#server/services/admin-orders/ticket-prints.ts";
import { sendDueRefunds } from "#server/services/pix-charges/refunds.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { adminErrors } from "./errors.ts";
import {
  changeOrderStatusRoute,
  confirmPaymentRoute,
  countUnseenOrdersRoute,
  listAdminOrdersRoute,
  markOrderSeenRoute,
  orderEventStreamRoute,
  readAdminOrderRoute,
  recordTicketPrintRoute,
} from "./orders.routes.ts";
import { type StaffOrderStreamDeps, serveStaffOrderStream } from "./orders-stream.ts";
import type { StaffEnv } from "./require-staff.ts";

/** The stores this staff member's order queries keep to (null: HQ, every store). */
const scopeOf = (c: Context<StaffEnv>) => storeScope(c.get("staff").access);

/**
 * /api/admin/orders…: the staff order queue, for HQ (every store) and store staff (their
 * stores; another store's order is unknown to them, 404).
 * - GET    /orders                    the queue (filters: status, storeId, state, city, method,
 *                                     from, to, q)
 * - GET    /orders/unseen-count       orders nobody has opened yet
 * - GET    /orders/events             live order events (Server-Sent Events)
 * - GET    /orders/:id                one order with its status history
 * - PATCH  /orders/:id/status         { status, version, pickupCode? } → the order, or 409 if it
 *                                     changed meanwhile
 * - POST   /orders/:id/payment-confirmation  "Pix recebido": awaiting payment → pending
 * - POST   /orders/:id/seen           the first opening, kept once
 * - POST   /orders/:id/ticket-prints  one print of the kitchen ticket, counted
 */
export function adminOrderRoutes(
  deps: StaffOrderStreamDeps & Pick<AdminRoutesDeps, "catalog" | "pix">,
) {
  return (
    apiRouter<StaffEnv>()
      .openapi(listAdminOrdersRoute, async (c) => {
        const filters = c.req.valid("query");
        if (filters.storeId && !canWorkAtStore(c.get("staff").access, filters.storeId)) {
          throw adminErrors.otherStore();
        }
        return c.json(await listAdminOrders(deps.db, filters, scopeOf(c)), 200);
      })
      .openapi(countUnseenOrdersRoute, async (c) =>
        c.json({ unseenCount: await countUnseenOrders(deps.db, scopeOf(c)) }, 200),
      )
      // Registered before /orders/{id}, which would otherwise take "events" for an id.
      .openapi(orderEventStreamRoute, (c) => serveStaffOrderStream(c, deps, c.req.valid("query")))
      .openapi(readAdminOrderRoute, async (c) =>
        c.json(await readAdminOrder(deps.db, c.req.valid("param").id, scopeOf(c)), 200),
      )
      .openapi(changeOrderStatusRoute, async (c) => {
        const { user } = c.get("staff");
        const { id } = c.req.valid("param");
        const change = c.req.valid("json");
        // A cancelled order's units are back on sale (or a reopened one's gone again).
        const stockMoved = () => deps.catalog.invalidate();
        const detail = await changeOrderStatus(deps.db, id, change, user, scopeOf(c), stockMoved);
        // A cancelled order paid through Pix automático has its refund in line: ask the PSP now
        // rather than at the reconciler's next pass (which retries if this fails).
        if (change.status === "cancelled") {
          sendDueRefunds(deps.db, deps.pix, { limit: 5 }).catch((error: unknown) =>
            deps.logger.warn({ err: error }, "Pix automático: could not ask for a refund"),
          );
        }
        return c.json(detail, 200);
      })
      .openapi(confirmPaymentRoute, async (c) => {
        const { user } = c.get("staff");
        const { id } = c.req.valid("param");
        return c.json(
          await confirmPixPayment(deps.db, id, c.req.valid("json"), user, scopeOf(c)),
          200,
        );
      })
      .openapi(markOrderSeenRoute, async (c) =>
        c.json(await markOrderSeen(deps.db, c.req.valid("param").id, scopeOf(c)), 200),
      )
      .openapi(recordTicketPrintRoute, async (c) =>
        c.json(await recordTicketPrint(deps.db, c.req.valid("param").id, scopeOf(c)), 200),
      )
  );
}
