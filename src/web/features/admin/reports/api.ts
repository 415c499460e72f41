import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportPeriod, ReportTable } from "#shared/admin-reports.ts";
import { api } from "#web/lib/api-client.ts";

const periodQuery = ({ from, to }: ReportPeriod) => new URLSearchParams({ from, to }).toString();

export const reportQueries = {
  all: () => ["admin", "reports"] as const,
  summary: ({ from, to }: ReportPeriod) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "summary", from, to],
      queryFn: () => api("get", "/api/admin/reports/summary", { query: { from, to } }),
    }),
};

/** The period's report; the previous one stays on screen while another period loads. */
export function useReportSummary(period: ReportPeriod) {
  return useQuery({ ...reportQueries.summary(period), placeholderData: keepPreviousData });
}

export function ordersCsvUrl(period: ReportPeriod): string {
  return `/api/admin/reports/orders.csv?${periodQuery(period)}`;
}

export function reportTableCsvUrl(table: ReportTable, period: ReportPeriod): string {
  return `/api/admin/reports/${table}.csv?${periodQuery(period)}`;
}
