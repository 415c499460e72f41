import { placeTestOrder } from "#server/testing/orders.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { AdminEndpoint } from "./types.ts";

const ORDER = "/api/admin/orders/ORD-1700000000000";

/** A fresh order for each call: an unknown order is rightly a 404. */
const withOrder =
  (suffix = "") =>
  async (t: TestApp) =>
    `/api/admin/orders/${(await placeTestOrder(t)).id}${suffix}`;

/** The order queue: list, unseen count, live events, detail, status change and "seen". */
export const ORDER_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/orders",
    path: "/api/admin/orders?status=pending&q=",
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/orders/unseen-count",
    path: "/api/admin/orders/unseen-count",
  },
  // lifetime=0: the stream sends its `ready` event and ends, so the response can be read whole.
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/orders/events",
    path: "/api/admin/orders/events?lifetime=0",
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/orders/:id",
    path: ORDER,
    prepare: withOrder(),
  },
  {
    method: "PATCH",
    access: "hq",
    route: "/api/admin/orders/:id/status",
    path: `${ORDER}/status`,
    body: { status: "preparing", version: 1 },
    prepare: withOrder("/status"),
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/orders/:id/seen",
    path: `${ORDER}/seen`,
    prepare: withOrder("/seen"),
  },
];
