import type { AdminEndpoint } from "./types.ts";

/**
 * A store's stock ("Abertura da loja"), called at the store the matrix builds its data at.
 * The save leaves the count as read (expected = sent), so it succeeds whatever orders took,
 * and keeps the flavour on sale for the matrix's orders.
 */
export const STORE_STOCK_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/stock",
    path: "/api/admin/stores/1/stock",
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/stock`,
  },
  {
    method: "PUT",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/stock",
    path: "/api/admin/stores/1/stock",
    body: {
      lines: [{ productId: "1", stockQuantity: 0, isAvailable: true, expectedStockQuantity: 0 }],
    },
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/stock`,
  },
];
