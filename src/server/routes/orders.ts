import type { AuthSettings } from "#server/auth/settings.ts";
import { type Database, databaseTraits } from "#server/db/client.ts";
import { addressLimitKey, clientAddress } from "#server/http/client-address.ts";
import { apiRouter, validationHook } from "#server/http/openapi.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { OrderPlacer } from "#server/services/orders/create-order.ts";
import { orderErrors } from "#server/services/orders/errors.ts";
import { OrderIdClock } from "#server/services/orders/order-ids.ts";
import { orderOwnerProof } from "#server/services/orders/order-owner-proof.ts";
import { readOrder } from "#server/services/orders/read-order.ts";
import { createOrderRoute, readOrderRoute } from "./orders.routes.ts";

export interface OrderRoutesDeps {
  db: Database;
  /** Told when an order sells a product out. */
  catalog: CatalogCache;
  /** Which proxies' X-Forwarded-For names the client (its orders count against its limit). */
  proxies: Pick<AuthSettings, "trustedProxies">;
  /** Signs each order's owner proof: the auth secret, which every instance shares. */
  ownerSecret: string;
}

/**
 * /api/orders: placing an order, and reading it back with its access token (and, on the device
 * that placed it, its owner proof).
 */
export function orderRoutes(deps: OrderRoutesDeps) {
  const placer = new OrderPlacer({
    db: deps.db,
    traits: databaseTraits(deps.db),
    ids: new OrderIdClock(),
    onSoldOut: () => deps.catalog.invalidate(),
    payments: deps.catalog.payments,
    limitDefaults: deps.catalog.limitDefaults,
  });

  return (
    apiRouter()
      .openapi(
        createOrderRoute,
        async (c) => {
          const { "idempotency-key": idempotencyKey } = c.req.valid("header");
          const address = clientAddress(c, deps.proxies);
          const { order, created } = await placer.place(
            c.req.valid("json"),
            idempotencyKey,
            address === null ? null : addressLimitKey(address),
          );
          // Orders carry personal data and a secret token: no cache may keep them.
          c.header("Cache-Control", "no-store");
          // A retry is the same device (it has the Idempotency-Key): it gets the proof again.
          const placed = { ...order, ownerProof: orderOwnerProof(deps.ownerSecret, order.id) };
          if (!created) return c.json(placed, 200);
          c.header("Location", `/api/orders/${order.id}`);
          return c.json(placed, 201);
        },
        validationHook(orderErrors.idempotencyKeyRequired),
      )
      // The token travels in a header rather than the URL, so it stays out of access logs.
      .openapi(readOrderRoute, async (c) => {
        const { id } = c.req.valid("param");
        const headers = c.req.valid("header");
        const order = await readOrder(
          deps.db,
          id,
          { token: headers["x-order-token"], ownerProof: headers["x-order-owner"] },
          deps.ownerSecret,
        );
        c.header("Cache-Control", "no-store");
        return c.json(order, 200);
      })
  );
}
