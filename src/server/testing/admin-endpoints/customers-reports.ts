import { REPORT_TABLES } from "#shared/admin-reports.ts";
import type { AdminEndpoint } from "./types.ts";

const PERIOD = "from=2026-11-01&to=2026-11-30";

/**
 * Customers (derived from orders: HQ's alone), the sales summary and every CSV export (each
 * staff member's own stores: store staff get theirs, HQ the chain's).
 */
export const CUSTOMER_REPORT_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/customers",
    path: "/api/admin/customers?q=&page=1",
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/customers.csv",
    path: "/api/admin/customers.csv",
  },
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/reports/summary",
    path: `/api/admin/reports/summary?${PERIOD}`,
  },
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/reports/orders.csv",
    path: `/api/admin/reports/orders.csv?${PERIOD}`,
  },
  ...REPORT_TABLES.map((table) => ({
    method: "GET",
    access: "stores" as const,
    route: `/api/admin/reports/${table}.csv`,
    path: `/api/admin/reports/${table}.csv?${PERIOD}`,
  })),
];
