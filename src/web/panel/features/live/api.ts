import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "#web/lib/api-client.ts";
import { subscribeToOrderStream } from "#web/panel/features/order-event-source.ts";

/** Presence (a panel's stream seen in the last 60 s) changes with no event: read it this often. */
export const LIVE_STORES_POLL_MS = 15_000;
/** Events come in bursts at rush hour: one read after the burst, not one per event. */
const EVENT_SETTLE_MS = 500;

export const liveStoreQueries = {
  all: () => ["admin", "live-stores"] as const,
  list: (state: string) =>
    queryOptions({
      queryKey: [...liveStoreQueries.all(), state],
      queryFn: () => api("get", "/api/admin/stores/live", { query: state === "" ? {} : { state } }),
      refetchInterval: LIVE_STORES_POLL_MS,
    }),
};

/** Every store now, of one state ("" for all); the previous list stays while a filter loads. */
export function useLiveStores(state: string) {
  return useQuery({ ...liveStoreQueries.list(state), placeholderData: keepPreviousData });
}

/**
 * Reads the stores again whenever the staff order stream says an order was placed, moved or
 * opened (or the stream reconnected), on top of the poll.
 */
export function useLiveStoresFollowOrders(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = subscribeToOrderStream(() => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: liveStoreQueries.all() });
      }, EVENT_SETTLE_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient]);
}
