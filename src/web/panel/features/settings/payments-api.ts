import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentSettings, PaymentSettingsUpdate } from "#shared/payment-settings.ts";
import { api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";

export const paymentSettingsQueries = {
  all: () => ["admin", "settings", "payments"] as const,
  current: () =>
    queryOptions({
      queryKey: paymentSettingsQueries.all(),
      queryFn: () => api("get", "/api/admin/settings/payments"),
    }),
};

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueries.current());
}

/** The chain's methods, Pix receiver or expiry. Each store's methods follow (admin stores too). */
export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PaymentSettingsUpdate) =>
      api("put", "/api/admin/settings/payments", { body: update }),
    // A switch shows its new state at once; the server's answer (or the old state) follows.
    onMutate: async (update) => {
      const key = paymentSettingsQueries.all();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PaymentSettings>(key);
      if (previous && update.methods) {
        queryClient.setQueryData(key, {
          ...previous,
          methods: { ...previous.methods, ...update.methods },
        });
      }
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous)
        queryClient.setQueryData(paymentSettingsQueries.all(), context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(paymentSettingsQueries.all(), settings),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentSettingsQueries.all() }),
        // Each store's payments show what the chain has.
        queryClient.invalidateQueries({ queryKey: ["admin", "stores"] }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
      ]),
  });
}
