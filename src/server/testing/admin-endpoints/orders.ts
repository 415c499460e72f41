import type { AdminEndpoint } from "./types.ts";

/**
 * No order exists in the matrix's fresh database, and an unknown order is rightly a 404, so
 * the three order-specific entries need an order placed before the matrix calls them as an
 * admin (see the report of issue 5). Their 401/403 checks hold without one.
 */
const ORDER = "/api/admin/orders/ORD-1700000000000";

/** The order queue: list, unseen count, live events, detail, status change and "seen". */
export const ORDER_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", route: "/api/admin/orders", path: "/api/admin/orders?status=pending&q=" },
  {
    method: "GET",
    route: "/api/admin/orders/unseen-count",
    path: "/api/admin/orders/unseen-count",
  },
  // lifetime=0: the stream sends its `ready` event and ends, so the response can be read whole.
  {
    method: "GET",
    route: "/api/admin/orders/events",
    path: "/api/admin/orders/events?lifetime=0",
  },
  { method: "GET", route: "/api/admin/orders/:id", path: ORDER },
  {
    method: "PATCH",
    route: "/api/admin/orders/:id/status",
    path: `${ORDER}/status`,
    body: { status: "preparing", version: 1 },
  },
  { method: "POST", route: "/api/admin/orders/:id/seen", path: `${ORDER}/seen` },
];
