import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShopSettingsUpdate } from "#shared/admin-settings.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";
import { dashboardQueries } from "#web/panel/features/dashboard/api.ts";

export const shopSettingsQueries = {
  all: () => ["admin", "settings"] as const,
  current: () =>
    queryOptions({
      queryKey: shopSettingsQueries.all(),
      queryFn: () => api("get", "/api/admin/settings"),
    }),
};

export function useShopSettings() {
  return useQuery(shopSettingsQueries.current());
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ShopSettingsUpdate) => api("put", "/api/admin/settings", { body: update }),
    onSuccess: (settings) => queryClient.setQueryData(shopSettingsQueries.all(), settings),
    // The fee and contacts reach the shop through the catalogue, the goals the dashboard.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopSettingsQueries.all() }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
      ]),
  });
}
