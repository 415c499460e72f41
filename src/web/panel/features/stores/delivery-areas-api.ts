import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeliveryAreaCreate, DeliveryAreaUpdate } from "#shared/delivery-areas.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";
import { adminStoreQueries } from "./api.ts";

export const deliveryAreaQueries = {
  all: (storeId: string) => [...adminStoreQueries.all(), storeId, "delivery-areas"] as const,
  of: (storeId: string) =>
    queryOptions({
      queryKey: deliveryAreaQueries.all(storeId),
      queryFn: () => api("get", "/api/admin/stores/{id}/delivery-areas", { path: { id: storeId } }),
    }),
};

export function useDeliveryAreas(storeId: string) {
  return useQuery(deliveryAreaQueries.of(storeId));
}

/** The store's list and the shop's catalogue (it lists each store's areas) after a change. */
function useRefresh(storeId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deliveryAreaQueries.all(storeId) }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    ]);
}

export function useCreateDeliveryArea(storeId: string) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: (area: DeliveryAreaCreate) =>
      api("post", "/api/admin/stores/{id}/delivery-areas", { path: { id: storeId }, body: area }),
    onSettled: refresh,
  });
}

export function useUpdateDeliveryArea(storeId: string) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: ({ areaId, change }: { areaId: string; change: DeliveryAreaUpdate }) =>
      api("put", "/api/admin/stores/{id}/delivery-areas/{areaId}", {
        path: { id: storeId, areaId },
        body: change,
      }),
    onSettled: refresh,
  });
}

export function useDeleteDeliveryArea(storeId: string) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: (areaId: string) =>
      api("delete", "/api/admin/stores/{id}/delivery-areas/{areaId}", {
        path: { id: storeId, areaId },
      }),
    onSettled: refresh,
  });
}
