import type { PushSubscriptionInput } from "#shared/push.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * The browser's side of "Avisar quando o status mudar", loaded only once the tracking page has
 * found a browser that can do Web Push: the service worker (/sw.js, which shows the
 * notifications), the permission, the push subscription, and telling the shop about it.
 */

/** Orders this browser asked to hear about, so the page can say it is already on. */
const STORAGE_KEY = "frosty-push-orders";
const REMEMBERED_ORDERS = 30;

export type OptInOutcome = "on" | "blocked" | "dismissed";

/** Whether this browser already receives this order's notifications. */
export async function isOptedIn(orderId: string): Promise<boolean> {
  if (Notification.permission !== "granted" || !rememberedOrders().includes(orderId)) return false;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * Asks for the permission (call it from the click), subscribes this browser with the shop's
 * key, and registers the subscription for the order with its access token.
 */
export async function optIn(orderId: string, token: string): Promise<OptInOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "dismissed";

  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api("get", "/api/push/public-key");
  const applicationServerKey = base64urlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with an older key (the shop's keys changed): the push service would refuse ours.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await api("post", "/api/orders/{id}/push-subscriptions", {
    path: { id: orderId },
    headers: { "x-order-token": token },
    body: subscriptionJson(subscription),
  });
  remember(orderId);
  return "on";
}

function subscriptionJson(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === expected[index]);
}

function rememberedOrders(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function remember(orderId: string): void {
  const orders = [orderId, ...rememberedOrders().filter((id) => id !== orderId)];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(orders.slice(0, REMEMBERED_ORDERS)));
  } catch {
    // Private mode or a full storage: the notifications still come; only the page forgets.
  }
}
