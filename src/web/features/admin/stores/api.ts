import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { AdminStore, StoreHoursInput } from "#shared/admin-stores.ts";
import { apiGet, apiRequest } from "#web/lib/api-client.ts";

const STORES_KEY = ["admin", "stores"] as const;

export const adminStoresQuery = (query: string) =>
  queryOptions({
    queryKey: [...STORES_KEY, query.trim()],
    queryFn: () => apiGet<AdminStore[]>(`/api/admin/stores?q=${encodeURIComponent(query.trim())}`),
  });

export function useAdminStores(query: string) {
  // The list stays on screen while a new search loads, instead of flashing empty.
  return useQuery({ ...adminStoresQuery(query), placeholderData: keepPreviousData });
}

export function useSetStoreHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoreHoursInput }) =>
      apiRequest<AdminStore>(`/api/admin/stores/${encodeURIComponent(id)}/hours`, {
        method: "PUT",
        body: input,
      }),
    // The shop's picker and checkout read open/closed from the catalogue.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STORES_KEY }),
        queryClient.invalidateQueries({ queryKey: ["catalog"] }),
      ]),
  });
}
