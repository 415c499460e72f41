import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export interface CustomerListParams {
  q: string;
  page: number;
}

export const customerQueries = {
  all: () => ["admin", "customers"] as const,
  page: ({ q, page }: CustomerListParams) =>
    queryOptions({
      queryKey: [...customerQueries.all(), { q, page }],
      queryFn: () => api("get", "/api/admin/customers", { query: { q, page } }),
    }),
};

/** One page of customers; the previous page stays on screen while the next one loads. */
export function useCustomers(params: CustomerListParams) {
  return useQuery({ ...customerQueries.page(params), placeholderData: keepPreviousData });
}

/** The CSV of every customer the search finds (all pages). */
export function customersCsvUrl(q: string): string {
  return q ? `/api/admin/customers.csv?${new URLSearchParams({ q })}` : "/api/admin/customers.csv";
}
