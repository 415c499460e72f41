import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { AdminEndpoint } from "./types.ts";

const ORDER = "/api/admin/orders/ORD-1700000000000";

/** A fresh order at the store asked for, for each call: an unknown order is rightly a 404. */
const withOrder =
  (suffix = "") =>
  async (t: TestApp, storeId = "1") =>
    `/api/admin/orders/${(await placeTestOrder(t, orderBody({ storeId }))).id}${suffix}`;

/** A fresh Pix order awaiting payment at the store (the chain's receiver saved first). */
const withPixOrder =
  (suffix: string) =>
  async (t: TestApp, storeId = "1") => {
    await writeStoredSettings(t.database.db, {
      pix_receiver: TEST_PIX_RECEIVER,
    });
    const order = await placeTestOrder(t, orderBody({ storeId, paymentMethod: "pix" }));
    return `/api/admin/orders/${order.id}${suffix}`;
  };

/**
 * The order queue, for HQ and store staff alike (each for their own stores): list, unseen
 * count, live events, detail, status change, "Pix recebido", "seen" and the kitchen ticket's
 * prints. The
 * routes naming one order are store-bound: another store's staff get a 404, as if unknown.
 */
export const ORDER_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/orders",
    path: "/api/admin/orders?status=pending&q=",
  },
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/orders/unseen-count",
    path: "/api/admin/orders/unseen-count",
  },
  // lifetime=0: the stream sends its `ready` event and ends, so the response can be read whole.
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/orders/events",
    path: "/api/admin/orders/events?lifetime=0",
  },
  {
    method: "GET",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/:id",
    path: ORDER,
    prepare: withOrder(),
  },
  {
    method: "PATCH",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/:id/status",
    path: `${ORDER}/status`,
    body: { status: "preparing", version: 1 },
    prepare: withOrder("/status"),
  },
  {
    method: "POST",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/:id/payment-confirmation",
    path: `${ORDER}/payment-confirmation`,
    body: { version: 1 },
    prepare: withPixOrder("/payment-confirmation"),
  },
  {
    method: "POST",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/:id/seen",
    path: `${ORDER}/seen`,
    prepare: withOrder("/seen"),
  },
  {
    method: "POST",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/:id/ticket-prints",
    path: `${ORDER}/ticket-prints`,
    prepare: withOrder("/ticket-prints"),
  },
];
