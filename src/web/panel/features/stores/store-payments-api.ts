import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentMethod } from "#shared/order-terms.ts";
import type { StorePaymentSettings, StorePaymentSettingsUpdate } from "#shared/store-payments.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";
import { adminStoreQueries } from "./api.ts";

export const storePaymentQueries = {
  /** Under the stores' key: a change of the chain's payments refreshes every store's. */
  all: (storeId: string) => [...adminStoreQueries.all(), storeId, "payments"] as const,
  of: (storeId: string) =>
    queryOptions({
      queryKey: storePaymentQueries.all(storeId),
      queryFn: () => api("get", "/api/admin/stores/{id}/payments", { path: { id: storeId } }),
    }),
};

export function useStorePayments(storeId: string) {
  return useQuery(storePaymentQueries.of(storeId));
}

export function useUpdateStorePayments(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: StorePaymentSettingsUpdate) =>
      api("put", "/api/admin/stores/{id}/payments", { path: { id: storeId }, body: update }),
    // A chosen switch shows at once; the server's answer (or the old state, on a refusal) follows.
    onMutate: async (update) => {
      const key = storePaymentQueries.all(storeId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StorePaymentSettings>(key);
      if (previous && update.methods) {
        const methods = { ...previous.methods };
        for (const [method, on] of Object.entries(update.methods) as [
          PaymentMethod,
          boolean | null,
        ][]) {
          if (on === null) delete methods[method];
          else methods[method] = on;
        }
        queryClient.setQueryData(key, { ...previous, methods });
      }
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) {
        queryClient.setQueryData(storePaymentQueries.all(storeId), context.previous);
      }
    },
    onSuccess: (payments) => queryClient.setQueryData(storePaymentQueries.all(storeId), payments),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storePaymentQueries.all(storeId) }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
      ]),
  });
}
