import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { PushSettings } from "#server/services/push/push-settings.ts";
import {
  addPushSubscription,
  removePushSubscription,
} from "#server/services/push/push-subscriptions.ts";
import { pushPublicKeyRoute, subscribePushRoute, unsubscribePushRoute } from "./push.routes.ts";

export interface PushRoutesDeps {
  db: Database;
  push: PushSettings;
}

/** /api/push: the key browsers subscribe with. */
export function pushKeyRoutes(deps: Pick<PushRoutesDeps, "push">) {
  return apiRouter().openapi(pushPublicKeyRoute, (c) => {
    // The same for every visitor until the keys change (a restart with new ones at most).
    c.header("Cache-Control", "no-cache");
    return c.json({ publicKey: deps.push.vapid.publicKey }, 200);
  });
}

/** /api/orders/{id}/push-subscriptions: a browser asks to be told of the order's changes. */
export function pushSubscriptionRoutes(deps: PushRoutesDeps) {
  return apiRouter()
    .openapi(subscribePushRoute, async (c) => {
      const { id } = c.req.valid("param");
      const token = c.req.valid("header")["x-order-token"];
      const { subscription, created } = await addPushSubscription(
        deps.db,
        deps.push,
        id,
        token,
        c.req.valid("json"),
      );
      c.header("Cache-Control", "no-store");
      return c.json(subscription, created ? 201 : 200);
    })
    .openapi(unsubscribePushRoute, async (c) => {
      const { id } = c.req.valid("param");
      const removed = await removePushSubscription(
        deps.db,
        id,
        c.req.valid("header")["x-order-token"],
        c.req.valid("json").endpoint,
      );
      c.header("Cache-Control", "no-store");
      return c.json({ removed }, 200);
    });
}
