import { useSyncExternalStore } from "react";
import type { OrderAccess } from "./api.ts";

/**
 * The order's tracking page, from any browser or device: its id and its access token. Anyone
 * with the link reads the order (the token is the proof), so the page asks to share it wisely.
 */
export function orderTrackingPath(order: OrderAccess): string {
  return `/pedido/${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.accessToken)}`;
}

const noChanges = () => () => {};

/**
 * The page's origin (https://loja…), to turn a path into a link to share. Empty on the server
 * and in the render that hydrates, so the HTML matches; the browser's right after.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => "",
  );
}
