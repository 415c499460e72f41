import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export const dashboardQueries = {
  all: () => ["admin", "dashboard"] as const,
  /** `storeId` "": every store the staff member may see (the chain for HQ). */
  figures: (storeId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), storeId],
      queryFn: () =>
        api("get", "/api/admin/dashboard", { query: storeId === "" ? {} : { storeId } }),
    }),
  /** The encomendas of the next days, per store (the same scope as the figures). */
  scheduledLoad: (storeId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), "scheduled-load", storeId],
      queryFn: () =>
        api("get", "/api/admin/dashboard/scheduled-load", {
          query: storeId === "" ? {} : { storeId },
        }),
    }),
};

/** The figures; the previous ones stay on screen while another store's load. */
export function useDashboard(storeId: string) {
  return useQuery({ ...dashboardQueries.figures(storeId), placeholderData: keepPreviousData });
}

/** The encomendas of the next days; the previous ones stay on screen while another store's load. */
export function useScheduledLoad(storeId: string) {
  return useQuery({
    ...dashboardQueries.scheduledLoad(storeId),
    placeholderData: keepPreviousData,
  });
}
