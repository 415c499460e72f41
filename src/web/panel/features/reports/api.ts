import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportPeriod, ReportTable } from "#shared/admin-reports.ts";
import { api } from "#web/lib/api-client.ts";

/** A report's period and store ("": every store the staff member may see). */
export interface ReportFilter extends ReportPeriod {
  storeId: string;
}

function reportQuery({ from, to, storeId }: ReportFilter): {
  from: string;
  to: string;
  storeId?: string;
} {
  return storeId === "" ? { from, to } : { from, to, storeId };
}

export const reportQueries = {
  all: () => ["admin", "reports"] as const,
  /** The summary, with the filter it answers (the page keeps it on screen while another loads). */
  summary: (filter: ReportFilter) =>
    queryOptions({
      queryKey: [...reportQueries.all(), "summary", filter.from, filter.to, filter.storeId],
      queryFn: async () => ({
        filter,
        summary: await api("get", "/api/admin/reports/summary", { query: reportQuery(filter) }),
      }),
    }),
};

/** The report; the previous one stays on screen while another period or store loads. */
export function useReportSummary(filter: ReportFilter) {
  return useQuery({ ...reportQueries.summary(filter), placeholderData: keepPreviousData });
}

const csvQuery = (filter: ReportFilter) =>
  new URLSearchParams(Object.entries(reportQuery(filter))).toString();

export function ordersCsvUrl(filter: ReportFilter): string {
  return `/api/admin/reports/orders.csv?${csvQuery(filter)}`;
}

export function reportTableCsvUrl(table: ReportTable, filter: ReportFilter): string {
  return `/api/admin/reports/${table}.csv?${csvQuery(filter)}`;
}
