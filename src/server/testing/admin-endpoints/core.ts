import type { AdminEndpoint } from "./types.ts";

/** Session, dashboard and the product list/toggle. */
export const CORE_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", access: "stores", route: "/api/admin/session", path: "/api/admin/session" },
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/dashboard",
    path: "/api/admin/dashboard",
  },
  {
    method: "GET",
    access: "stores",
    route: "/api/admin/dashboard/scheduled-load",
    path: "/api/admin/dashboard/scheduled-load",
  },
  { method: "GET", access: "hq", route: "/api/admin/products", path: "/api/admin/products" },
  {
    method: "PATCH",
    access: "hq",
    route: "/api/admin/products/:id",
    path: "/api/admin/products/3",
    body: { isActive: true },
  },
];
