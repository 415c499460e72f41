import type { AdminEndpoint } from "./types.ts";

/**
 * Coupons (the Marketing screen), settings, store hours and store settings (Configurações),
 * and HQ's "Lojas ao vivo".
 * Listed in this order on purpose: the matrix calls them in turn as an admin, so the coupon it
 * creates is the one it then edits and deletes.
 */
export const COUPON_SETTINGS_STORE_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", access: "hq", route: "/api/admin/coupons", path: "/api/admin/coupons" },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/coupons",
    path: "/api/admin/coupons",
    body: { code: "MATRIZ15", percentOff: 15 },
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/coupons/:code",
    path: "/api/admin/coupons/MATRIZ15",
    body: { isActive: false },
  },
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/coupons/:code",
    path: "/api/admin/coupons/MATRIZ15",
  },
  { method: "GET", access: "hq", route: "/api/admin/settings", path: "/api/admin/settings" },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/settings",
    path: "/api/admin/settings",
    body: { deliveryFeeCents: 500 },
  },
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/stores",
    path: "/api/admin/stores?q=recife",
  },
  {
    method: "PUT",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/hours",
    path: "/api/admin/stores/1/hours",
    body: { acceptsOrders: true, openingHours: null },
  },
  {
    method: "PUT",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/settings",
    path: "/api/admin/stores/1/settings",
    body: { lateAfterMinutes: 5, ticketPaper: "80mm", autoPrintTickets: false },
  },
  {
    // Store 1's hours (none published) onto store 2, which has none either: nothing changes.
    method: "POST",
    access: "hq",
    route: "/api/admin/stores/:id/copy",
    path: "/api/admin/stores/1/copy",
    body: { what: "hours", to: { storeIds: ["2"] } },
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/stores/live",
    path: "/api/admin/stores/live?state=SP",
  },
];
