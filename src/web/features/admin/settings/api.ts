import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShopSettings, ShopSettingsUpdate } from "#shared/admin-settings.ts";
import { apiGet, apiRequest } from "#web/lib/api-client.ts";

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: ["admin", "settings"],
    queryFn: () => apiGet<ShopSettings>("/api/admin/settings"),
  });

export function useShopSettings() {
  return useQuery(shopSettingsQuery());
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ShopSettingsUpdate) =>
      apiRequest<ShopSettings>("/api/admin/settings", { method: "PUT", body: update }),
    onSuccess: (settings) => queryClient.setQueryData(shopSettingsQuery().queryKey, settings),
    // The fee and contacts reach the shop through the catalogue, the goals the dashboard.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopSettingsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ["catalog"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
