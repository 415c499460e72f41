import { Hono } from "hono";
import { type Database, databaseTraits } from "#server/db/client.ts";
import { readJson } from "#server/http/validate.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { OrderPlacer } from "#server/services/orders/create-order.ts";
import { parseIdempotencyKey } from "#server/services/orders/idempotency-key.ts";
import { OrderIdClock } from "#server/services/orders/order-ids.ts";
import { readOrder } from "#server/services/orders/read-order.ts";
import { createOrderSchema } from "#shared/orders.ts";

export interface OrderRoutesDeps {
  db: Database;
  /** Told when an order sells a product out. */
  catalog: CatalogCache;
}

export function orderRoutes(deps: OrderRoutesDeps): Hono {
  const placer = new OrderPlacer({
    db: deps.db,
    traits: databaseTraits(deps.db),
    ids: new OrderIdClock(),
    onSoldOut: () => deps.catalog.invalidate(),
  });

  return (
    new Hono()
      .post("/", async (c) => {
        const idempotencyKey = parseIdempotencyKey(c.req.header("idempotency-key"));
        const input = await readJson(c, createOrderSchema);
        const { order, created } = await placer.place(input, idempotencyKey);
        // Orders carry personal data and a secret token: no cache may keep them.
        c.header("Cache-Control", "no-store");
        if (created) c.header("Location", `/api/orders/${order.id}`);
        return c.json(order, created ? 201 : 200);
      })
      // The token travels in a header rather than the URL, so it stays out of access logs.
      .get("/:id", async (c) => {
        const order = await readOrder(deps.db, c.req.param("id"), c.req.header("x-order-token"));
        c.header("Cache-Control", "no-store");
        return c.json(order);
      })
  );
}
