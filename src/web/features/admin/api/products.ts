import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminProduct } from "#shared/admin-products.ts";
import { apiGet, apiRequest } from "#web/lib/api-client.ts";

export const adminProductsQuery = () =>
  queryOptions({
    queryKey: ["admin", "products"],
    queryFn: () => apiGet<AdminProduct[]>("/api/admin/products"),
  });

export function useAdminProducts() {
  return useQuery(adminProductsQuery());
}

export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { isActive },
      }),
    // The list reloads after a toggle (SPEC §4), as do the shop's catalogue and the dashboard.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ["catalog"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
