import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductionQuery, ScheduledOrdersQuery } from "#shared/admin-scheduled-orders.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * Agendados' reads; under the order queue's key, so the refresh every staff stream event makes
 * (refreshOrders, from useOrderEvents) reaches them too: a new encomenda, a cancel, a Pix
 * confirmed or one entering the queue shows at once.
 */
export const scheduledQueries = {
  all: () => ["admin", "orders", "scheduled"] as const,
  list: (query: ScheduledOrdersQuery) =>
    queryOptions({
      queryKey: [...scheduledQueries.all(), "list", query],
      queryFn: () => api("get", "/api/admin/orders/scheduled", { query }),
    }),
  production: (query: ProductionQuery) =>
    queryOptions({
      queryKey: [...scheduledQueries.all(), "production", query],
      queryFn: () => api("get", "/api/admin/orders/production", { query }),
    }),
};

/**
 * How often Agendados reads again by itself while the staff stream is not live (connecting, or
 * refused): then nothing else tells it of new encomendas, cancels or ones entering the queue.
 */
export const SCHEDULED_REFRESH_MS = 60_000;
/**
 * While the stream is live its events refresh Agendados within a second (useOrderEvents): this
 * slower read is only a safety net.
 */
export const SCHEDULED_FALLBACK_MS = 5 * 60_000;

/**
 * A store's encomendas in a period; while another period loads, the last one stays. `live`:
 * whether the staff stream is live (its events refresh the list; the poll is then slower).
 */
export function useScheduledOrders(query: ScheduledOrdersQuery | null, live = false) {
  return useQuery({
    ...scheduledQueries.list(query ?? { storeId: "", from: "", to: "" }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    refetchInterval: live ? SCHEDULED_FALLBACK_MS : SCHEDULED_REFRESH_MS,
  });
}

export function useProductionList(query: ProductionQuery | null) {
  return useQuery({
    ...scheduledQueries.production(query ?? { storeId: "", day: "" }),
    enabled: query !== null,
  });
}
