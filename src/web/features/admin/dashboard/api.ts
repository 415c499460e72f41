import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import { apiGet } from "#web/lib/api-client.ts";

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ["admin", "dashboard"],
    queryFn: () => apiGet<DashboardFigures>("/api/admin/dashboard"),
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
