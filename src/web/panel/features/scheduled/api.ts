import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductionQuery, ScheduledOrdersQuery } from "#shared/admin-scheduled-orders.ts";
import { api } from "#web/lib/api-client.ts";

/** Agendados' reads; under the order queue's key, so a live event's refresh reaches them too. */
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

/** How often Agendados reads again by itself (new encomendas, ones entering the queue). */
export const SCHEDULED_REFRESH_MS = 60_000;

/** A store's encomendas in a period; while another period loads, the last one stays. */
export function useScheduledOrders(query: ScheduledOrdersQuery | null) {
  return useQuery({
    ...scheduledQueries.list(query ?? { storeId: "", from: "", to: "" }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    refetchInterval: SCHEDULED_REFRESH_MS,
  });
}

export function useProductionList(query: ProductionQuery | null) {
  return useQuery({
    ...scheduledQueries.production(query ?? { storeId: "", day: "" }),
    enabled: query !== null,
  });
}
