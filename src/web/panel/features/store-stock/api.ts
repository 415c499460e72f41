import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StoreStock, StoreStockLineInput } from "#shared/store-stock-schemas.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";
import { dashboardQueries } from "#web/panel/features/dashboard/api.ts";
import { adminProductQueries } from "#web/panel/features/products/api.ts";

export const storeStockQueries = {
  all: () => ["admin", "store-stock"] as const,
  ofStore: (storeId: string) =>
    queryOptions({
      queryKey: [...storeStockQueries.all(), storeId],
      queryFn: () => api("get", "/api/admin/stores/{id}/stock", { path: { id: storeId } }),
    }),
};

export function useStoreStock(storeId: string | null) {
  return useQuery({ ...storeStockQueries.ofStore(storeId ?? ""), enabled: storeId !== null });
}

/** Saves the lines staff changed; the answer is the store's stock as stored now. */
export function useSaveStoreStock(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: StoreStockLineInput[]) =>
      api("put", "/api/admin/stores/{id}/stock", { path: { id: storeId }, body: { lines } }),
    onSuccess: (stock: StoreStock) =>
      queryClient.setQueryData(storeStockQueries.ofStore(storeId).queryKey, stock),
    // The shop's availability and the panel's figures follow the store's counts.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
        queryClient.invalidateQueries({ queryKey: adminProductQueries.all() }),
      ]),
  });
}
