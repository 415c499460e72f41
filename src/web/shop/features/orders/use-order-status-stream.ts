import { useEffect } from "react";
import type { CustomerStatusEvent } from "#shared/order-events.ts";
import { CUSTOMER_STATUS_EVENT } from "#shared/order-terms.ts";
import { type OrderAccess, orderNews } from "./api.ts";

/**
 * After the server refused the stream (429 too many open, 503 busy or down), EventSource gives
 * up for good; the page opens it again after this long, and reads the order meanwhile.
 */
export const STREAM_RETRY_MS = 30_000;

/**
 * Follows the order's status live (Server-Sent Events) while the page is open: when the store
 * moves it, the page's copies of it (useOrder) are read again and show the new status.
 * EventSource reconnects by itself after a dropped connection, and the stream starts with the
 * current status, so a reconnection loses nothing. A refused stream is opened again after
 * STREAM_RETRY_MS, the order read once more each time, so the page never stops following.
 *
 * The stream is closed when the page is hidden for good or put in the back/forward cache
 * (`pagehide`: an open connection would keep the page out of it) and opened again when the
 * page comes back from it (`pageshow`, persisted), its first event telling what changed since.
 */
export function useOrderStatusStream(order: OrderAccess | undefined) {
  const id = order?.id;
  const token = order?.accessToken;

  useEffect(() => {
    if (!id || !token || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      clearTimeout(retry);
      source?.close();
      source = null;
    };
    const open = () => {
      close();
      const stream = new EventSource(
        `/api/orders/${encodeURIComponent(id)}/events?token=${encodeURIComponent(token)}`,
      );
      source = stream;
      stream.addEventListener(CUSTOMER_STATUS_EVENT, (message) => {
        const { status } = JSON.parse(
          (message as MessageEvent<string>).data,
        ) as CustomerStatusEvent;
        orderNews(id, status);
      });
      stream.addEventListener("error", () => {
        if (stream !== source || stream.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(() => {
          orderNews(id);
          open();
        }, STREAM_RETRY_MS);
      });
    };
    const onHide = () => close();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && !source) open();
    };
    open();
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      close();
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
    };
  }, [id, token]);
}
