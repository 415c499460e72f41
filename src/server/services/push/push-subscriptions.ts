import { createPublicKey } from "node:crypto";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, pushSubscriptions } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { findOrderForToken } from "#server/services/orders/read-order.ts";
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
  PUSH_MESSAGES,
  type PushSubscriptionView,
} from "#shared/push.ts";
import { isAllowedPushEndpoint } from "./push-endpoints.ts";
import type { PushSettings } from "./push-settings.ts";

export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function fieldError(code: string, message: string, path: string[]): ApiError {
  return new ApiError(422, code, message, [{ path, message }]);
}

/**
 * Adds (or renews) a browser's subscription to an order's status, for whoever holds the order's
 * access token (a wrong one is the same 404 as GET /api/orders/{id}). The browser is told of
 * changes from now on, not of the status it already shows. Past the per-order limit the oldest
 * subscription is dropped. `created` is false when this endpoint was already subscribed.
 */
export async function addPushSubscription(
  db: Database,
  settings: Pick<PushSettings, "allowLocalEndpoints">,
  orderId: string,
  token: string | undefined,
  input: NewPushSubscription,
): Promise<{ subscription: PushSubscriptionView; created: boolean }> {
  await findOrderForToken(db, orderId, token);
  if (!isAllowedPushEndpoint(input.endpoint, settings)) {
    throw fieldError("push_endpoint_refused", PUSH_MESSAGES.endpointRefused, ["endpoint"]);
  }
  if (!isCurvePoint(input.keys.p256dh)) {
    throw fieldError("validation_failed", PUSH_MESSAGES.p256dh, ["keys", "p256dh"]);
  }
  const keys = { p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth) };

  return db.transaction(async (tx) => {
    // Serialises this order's subscription writes (and waits for a status change in flight),
    // so the limit holds and the version read is the one the browser's page shows.
    const [order] = await tx
      .select({ version: orders.version })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("no key update");
    if (!order) throw new ApiError(404, "order_not_found", "Pedido não encontrado");

    const ofThisBrowser = and(
      eq(pushSubscriptions.orderId, orderId),
      eq(pushSubscriptions.endpoint, input.endpoint),
    );
    const [renewed] = await tx
      .update(pushSubscriptions)
      .set(keys)
      .where(ofThisBrowser)
      .returning({ createdAt: pushSubscriptions.createdAt });
    if (renewed) {
      return { subscription: view(input.endpoint, renewed.createdAt), created: false };
    }
    const [added] = await tx
      .insert(pushSubscriptions)
      .values({ orderId, endpoint: input.endpoint, ...keys, notifiedVersion: order.version })
      .returning({ createdAt: pushSubscriptions.createdAt });
    if (!added) throw new Error("the push subscription was not inserted");
    await dropOldest(tx, orderId);
    return { subscription: view(input.endpoint, added.createdAt), created: true };
  });
}

/** Stops telling this browser about the order. Removing one that is not there is no error. */
export async function removePushSubscription(
  db: Database,
  orderId: string,
  token: string | undefined,
  endpoint: string,
): Promise<boolean> {
  await findOrderForToken(db, orderId, token);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** A subscription the push service says is gone for good (404, 410). */
export async function deletePushSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

async function dropOldest(tx: Database, orderId: string): Promise<void> {
  const newest = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_ORDER);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), notInArray(pushSubscriptions.id, newest)));
}

function view(endpoint: string, createdAt: Date): PushSubscriptionView {
  return { endpoint, createdAt: createdAt.toISOString() };
}

function unpadded(base64url: string): string {
  return base64url.replace(/=+$/, "");
}

/**
 * The browser's key must be a point on P-256: messages are encrypted to it, and web-push would
 * fail on each send otherwise. The schema has checked its shape (65 bytes, 0x04 first).
 */
function isCurvePoint(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}
