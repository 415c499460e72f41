import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClubReportPeriod } from "#shared/admin-club.ts";
import type { CashbackRules } from "#shared/cashback.ts";
import { api } from "#web/lib/api-client.ts";

export const clubQueries = {
  all: () => ["admin", "club"] as const,
  rules: () =>
    queryOptions({
      queryKey: [...clubQueries.all(), "rules"],
      queryFn: () => api("get", "/api/admin/settings/club"),
    }),
  /** The report of `period`, or of the last 12 months when none is given. */
  report: (period?: ClubReportPeriod) =>
    queryOptions({
      queryKey: [...clubQueries.all(), "report", period?.from ?? "", period?.to ?? ""],
      queryFn: () => api("get", "/api/admin/reports/club", { query: period ?? {} }),
    }),
};

export function useCashbackRules() {
  return useQuery(clubQueries.rules());
}

/** Saves the whole rules; the next paid order earns by them. */
export function useUpdateCashbackRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CashbackRules) => api("put", "/api/admin/settings/club", { body: rules }),
    onSuccess: (view) => queryClient.setQueryData(clubQueries.rules().queryKey, view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubQueries.rules().queryKey }),
  });
}

export function useClubReport(period?: ClubReportPeriod) {
  return useQuery(clubQueries.report(period));
}

/** The report's table as CSV, for the same months. */
export function clubReportCsvUrl(period: ClubReportPeriod): string {
  return `/api/admin/reports/club.csv?${new URLSearchParams({ ...period }).toString()}`;
}
