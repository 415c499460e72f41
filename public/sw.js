// Frosty's service worker: shows the order-status notifications the shop sends (Web Push) and
// opens the order when one is tapped. No fetch handler: pages and API answers always come from
// the network, as without it (an empty handler would only add a hop to every request).

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      lang: "pt-BR",
      // One notification per order on the screen: a newer status replaces the older one.
      tag: typeof message.tag === "string" ? message.tag : undefined,
      renotify: typeof message.tag === "string",
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(openOrFocus(url));
});

/** Only this shop's pages are opened from a notification; anything else opens the home page. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === "string" ? value : "/", self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) return open.focus();
  return self.clients.openWindow(url);
}
