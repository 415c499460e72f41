import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportPeriod, ReportSummary, ReportTable } from "#shared/admin-reports.ts";
import { apiGet } from "#web/lib/api-client.ts";

const periodQuery = ({ from, to }: ReportPeriod) => new URLSearchParams({ from, to }).toString();

export const reportSummaryQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ["admin", "reports", "summary", period.from, period.to],
    queryFn: () => apiGet<ReportSummary>(`/api/admin/reports/summary?${periodQuery(period)}`),
  });

/** The period's report; the previous one stays on screen while another period loads. */
export function useReportSummary(period: ReportPeriod) {
  return useQuery({ ...reportSummaryQuery(period), placeholderData: keepPreviousData });
}

export function ordersCsvUrl(period: ReportPeriod): string {
  return `/api/admin/reports/orders.csv?${periodQuery(period)}`;
}

export function reportTableCsvUrl(table: ReportTable, period: ReportPeriod): string {
  return `/api/admin/reports/${table}.csv?${periodQuery(period)}`;
}
