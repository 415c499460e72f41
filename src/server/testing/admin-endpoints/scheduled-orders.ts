import type { AdminEndpoint } from "./types.ts";

/**
 * "Agendados": a store's encomendas and its production list, for HQ and the store's staff;
 * staff of another store are refused (403).
 */
export const SCHEDULED_ORDER_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/scheduled",
    path: "/api/admin/orders/scheduled?storeId=1&from=2026-11-28&to=2026-12-04",
    prepare: async (_t, storeId) =>
      `/api/admin/orders/scheduled?storeId=${storeId}&from=2026-11-28&to=2026-12-04`,
  },
  {
    method: "GET",
    access: "stores",
    storeBound: true,
    route: "/api/admin/orders/production",
    path: "/api/admin/orders/production?storeId=1&day=2026-11-29",
    prepare: async (_t, storeId) =>
      `/api/admin/orders/production?storeId=${storeId}&day=2026-11-29`,
  },
];
