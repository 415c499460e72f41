import { createHmac } from "node:crypto";
import webpush from "web-push";
import type { PushMessage } from "#shared/push.ts";
import type { PushSettings } from "./push-settings.ts";

/** A status older than this is not worth showing: the push service drops it undelivered. */
export const PUSH_TTL_SECONDS = 900;
/** How long one push service may take to accept a message. */
export const PUSH_TIMEOUT_MS = 10_000;

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: accepted; gone: the browser unsubscribed (404/410), forget it; failed: anything else. */
export type DeliveryOutcome =
  | { kind: "sent" }
  | { kind: "gone"; status: number }
  | { kind: "failed"; status?: number; error?: unknown };

/**
 * Sends one order's notification to one browser's push service. web-push encrypts the message
 * for the browser (RFC 8291, aes128gcm) and signs the request (VAPID); the request itself goes
 * out through fetch, which bounds it in time and does not follow redirects (the endpoint is
 * the customer's: it must not lead the server elsewhere). Never throws.
 */
export async function deliverPush(
  subscription: StoredSubscription,
  message: PushMessage,
  orderId: string,
  settings: PushSettings,
): Promise<DeliveryOutcome> {
  try {
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(message),
      {
        vapidDetails: settings.vapid,
        contentEncoding: "aes128gcm",
        TTL: PUSH_TTL_SECONDS,
        urgency: "high",
        topic: orderTopic(orderId, settings.vapid.privateKey),
      },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // fetch sets the length of the body itself.
      if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
    }
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    // The answer's body says nothing the shop needs.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { kind: "sent" };
    if (response.status === 404 || response.status === 410) {
      return { kind: "gone", status: response.status };
    }
    return { kind: "failed", status: response.status };
  } catch (error) {
    return { kind: "failed", error };
  }
}

/**
 * One topic per order, so a push service holding an undelivered status replaces it with the
 * newer one. Keyed with the shop's private key: the push service learns nothing of the order
 * id. 32 base64url characters, the most the Topic header takes.
 */
export function orderTopic(orderId: string, key: string): string {
  return createHmac("sha256", key).update(orderId).digest("base64url").slice(0, 32);
}
