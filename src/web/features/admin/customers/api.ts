import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CustomerPage } from "#shared/admin-customers.ts";
import { apiGet } from "#web/lib/api-client.ts";

export interface CustomerListParams {
  q: string;
  page: number;
}

export const customersQuery = ({ q, page }: CustomerListParams) =>
  queryOptions({
    queryKey: ["admin", "customers", { q, page }],
    queryFn: () =>
      apiGet<CustomerPage>(
        `/api/admin/customers?${new URLSearchParams({ q, page: String(page) })}`,
      ),
  });

/** One page of customers; the previous page stays on screen while the next one loads. */
export function useCustomers(params: CustomerListParams) {
  return useQuery({ ...customersQuery(params), placeholderData: keepPreviousData });
}

/** The CSV of every customer the search finds (all pages). */
export function customersCsvUrl(q: string): string {
  return q ? `/api/admin/customers.csv?${new URLSearchParams({ q })}` : "/api/admin/customers.csv";
}
