import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CustomerStatusEvent } from "#shared/order-events.ts";
import { CUSTOMER_STATUS_EVENT } from "#shared/order-terms.ts";
import type { OrderView } from "#shared/orders.ts";
import { orderQueries } from "./api.ts";

/**
 * Follows the order's status live (Server-Sent Events) while the page is open: when the store
 * moves it, the server's copy is read again and the page shows the new status. EventSource
 * reconnects by itself, and the stream starts with the current status, so a dropped connection
 * loses nothing.
 */
export function useOrderStatusStream(order: Pick<OrderView, "id" | "accessToken"> | undefined) {
  const queryClient = useQueryClient();
  const id = order?.id;
  const token = order?.accessToken;

  useEffect(() => {
    if (!id || !token || typeof EventSource === "undefined") return;
    const query = orderQueries.detail(id, token);
    const source = new EventSource(
      `/api/orders/${encodeURIComponent(id)}/events?token=${encodeURIComponent(token)}`,
    );
    source.addEventListener(CUSTOMER_STATUS_EVENT, (message) => {
      const { status } = JSON.parse(message.data) as CustomerStatusEvent;
      if (queryClient.getQueryData(query.queryKey)?.status !== status) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey });
      }
    });
    return () => source.close();
  }, [id, token, queryClient]);
}
