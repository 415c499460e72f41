import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoreCopyKind } from "#shared/store-copy.ts";
import type { StoreTargets } from "#shared/store-targets.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";
import { adminStoreQueries } from "./api.ts";

/**
 * HQ copies a store's bairros, hours or payment switches to other stores. Every store's
 * screens (list, areas, payments) live under the stores' key, and the shop's catalogue lists
 * all three, so both are read again.
 */
export function useCopyStoreSettings(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ what, to }: { what: StoreCopyKind; to: StoreTargets }) =>
      api("post", "/api/admin/stores/{id}/copy", { path: { id: storeId }, body: { what, to } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStoreQueries.all() }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
      ]),
  });
}
