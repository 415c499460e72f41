import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CustomerStatusEvent } from "#shared/order-events.ts";
import { CUSTOMER_STATUS_EVENT } from "#shared/order-terms.ts";
import { type OrderAccess, orderQueries } from "./api.ts";

/**
 * After the server refused the stream (429 too many open, 503 busy or down), EventSource gives
 * up for good; the page opens it again after this long, and reads the order meanwhile.
 */
export const STREAM_RETRY_MS = 30_000;

/**
 * Follows the order's status live (Server-Sent Events) while the page is open: when the store
 * moves it, the server's copy is read again and the page shows the new status. EventSource
 * reconnects by itself after a dropped connection, and the stream starts with the current
 * status, so a reconnection loses nothing. A refused stream is opened again after
 * STREAM_RETRY_MS, the order read once more each time, so the page never stops following.
 */
export function useOrderStatusStream(order: OrderAccess | undefined) {
  const queryClient = useQueryClient();
  const id = order?.id;
  const token = order?.accessToken;
  // Only to name the page's query: the stream carries statuses, nothing personal.
  const ownerProof = order?.ownerProof;

  useEffect(() => {
    if (!id || !token || typeof EventSource === "undefined") return;
    const query = orderQueries.detail({ id, accessToken: token, ownerProof });
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(
        `/api/orders/${encodeURIComponent(id)}/events?token=${encodeURIComponent(token)}`,
      );
      source.addEventListener(CUSTOMER_STATUS_EVENT, (message) => {
        const { status } = JSON.parse(message.data) as CustomerStatusEvent;
        if (queryClient.getQueryData(query.queryKey)?.status !== status) {
          void queryClient.invalidateQueries({ queryKey: query.queryKey });
        }
      });
      source.addEventListener("error", () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: query.queryKey });
          open();
        }, STREAM_RETRY_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [id, token, ownerProof, queryClient]);
}
