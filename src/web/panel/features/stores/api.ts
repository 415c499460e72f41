import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { StoreHoursInput, StoreSettingsInput } from "#shared/admin-stores.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";

export const adminStoreQueries = {
  all: () => ["admin", "stores"] as const,
  search: (query: string) =>
    queryOptions({
      queryKey: [...adminStoreQueries.all(), query.trim()],
      queryFn: () => api("get", "/api/admin/stores", { query: { q: query.trim() } }),
    }),
};

export function useAdminStores(query: string) {
  // The list stays on screen while a new search loads, instead of flashing empty.
  return useQuery({ ...adminStoreQueries.search(query), placeholderData: keepPreviousData });
}

export function useSetStoreHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoreHoursInput }) =>
      api("put", "/api/admin/stores/{id}/hours", { path: { id }, body: input }),
    // The shop's picker and checkout read open/closed from the catalogue.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStoreQueries.all() }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
      ]),
  });
}

/** A store's late limit, ticket paper and auto-print (nothing the shop shows). */
export function useSetStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoreSettingsInput }) =>
      api("put", "/api/admin/stores/{id}/settings", { path: { id }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStoreQueries.all() }),
  });
}
