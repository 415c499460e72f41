/**
 * The order's tracking page for whoever holds the link: its id and access token. It opens in
 * any browser, on any device (the token is the proof, as in GET /api/orders/{id}). Relative:
 * the page's origin, or the push notification's service worker, completes it.
 */
export function orderTrackingPath(orderId: string, accessToken: string): string {
  return `/pedido/${encodeURIComponent(orderId)}?token=${encodeURIComponent(accessToken)}`;
}
