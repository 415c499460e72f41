import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export const dashboardQueries = {
  all: () => ["admin", "dashboard"] as const,
  figures: () =>
    queryOptions({
      queryKey: dashboardQueries.all(),
      queryFn: () => api("get", "/api/admin/dashboard"),
    }),
};

export function useDashboard() {
  return useQuery(dashboardQueries.figures());
}
