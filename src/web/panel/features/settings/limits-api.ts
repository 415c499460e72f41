import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderLimits } from "#shared/order-limits.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";

export const orderLimitsQueries = {
  all: () => ["admin", "settings", "limits"] as const,
  current: () =>
    queryOptions({
      queryKey: orderLimitsQueries.all(),
      queryFn: () => api("get", "/api/admin/settings/limits"),
    }),
};

export function useOrderLimits() {
  return useQuery(orderLimitsQueries.current());
}

/** Saves all six limits. The unit caps reach the shop through the catalogue. */
export function useUpdateOrderLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: OrderLimits) => api("put", "/api/admin/settings/limits", { body: limits }),
    onSuccess: (view) => queryClient.setQueryData(orderLimitsQueries.all(), view),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderLimitsQueries.all() }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
      ]),
  });
}
