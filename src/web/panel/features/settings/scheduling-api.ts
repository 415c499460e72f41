import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SchedulingRules } from "#shared/scheduling.ts";
import { api } from "#web/lib/api-client.ts";

export const schedulingRulesQuery = () =>
  queryOptions({
    queryKey: ["admin", "settings", "scheduling"] as const,
    queryFn: () => api("get", "/api/admin/settings/scheduling"),
  });

export function useSchedulingRules() {
  return useQuery(schedulingRulesQuery());
}

/** Saves the whole rules; the next encomenda follows them. */
export function useUpdateSchedulingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: SchedulingRules) =>
      api("put", "/api/admin/settings/scheduling", { body: rules }),
    onSuccess: (view) => queryClient.setQueryData(schedulingRulesQuery().queryKey, view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingRulesQuery().queryKey }),
  });
}
