import { Navigate, type RouteObject, useRoutes } from "react-router";
import { STAFF_HOME } from "#web/features/auth/staff-home.ts";
import { routePage } from "./route-page.ts";

const STAFF = { staff: true };
/** /admin and any unknown address under it: the order board, where staff work. */
const TO_HOME = <Navigate to={STAFF_HOME} replace />;

/**
 * Everything under /admin: its own module, so the shop's entry carries none of it. Part of the
 * one route table (router.tsx mounts it at /admin/*). Who may open each screen is the menu's
 * table (ADMIN_SECTIONS in admin-nav.tsx): the layout shows store staff "Somente a sede" at the
 * address of an HQ screen.
 */
export const ADMIN_ROUTES: RouteObject[] = [
  {
    ...routePage(
      "app/admin-layout.tsx",
      () => import("./admin-layout.tsx"),
      (m) => m.AdminLayout,
      STAFF,
    ),
    children: [
      { index: true, element: TO_HOME },
      {
        path: "dashboard",
        ...routePage(
          "routes/admin/dashboard.tsx",
          () => import("#web/routes/admin/dashboard.tsx"),
          (m) => m.DashboardPage,
          STAFF,
        ),
      },
      {
        path: "lojas-ao-vivo",
        ...routePage(
          "routes/admin/live-stores.tsx",
          () => import("#web/routes/admin/live-stores.tsx"),
          (m) => m.LiveStoresPage,
          STAFF,
        ),
      },
      {
        path: "produtos",
        ...routePage(
          "routes/admin/products.tsx",
          () => import("#web/routes/admin/products.tsx"),
          (m) => m.AdminProductsPage,
          STAFF,
        ),
      },
      {
        path: "pedidos",
        ...routePage(
          "routes/admin/orders.tsx",
          () => import("#web/routes/admin/orders.tsx"),
          (m) => m.AdminOrdersPage,
          STAFF,
        ),
      },
      {
        path: "clientes",
        ...routePage(
          "routes/admin/customers.tsx",
          () => import("#web/routes/admin/customers.tsx"),
          (m) => m.AdminCustomersPage,
          STAFF,
        ),
      },
      {
        path: "relatorios",
        ...routePage(
          "routes/admin/reports.tsx",
          () => import("#web/routes/admin/reports.tsx"),
          (m) => m.AdminReportsPage,
          STAFF,
        ),
      },
      {
        path: "marketing",
        ...routePage(
          "routes/admin/coupons.tsx",
          () => import("#web/routes/admin/coupons.tsx"),
          (m) => m.AdminCouponsPage,
          STAFF,
        ),
      },
      {
        path: "configuracoes",
        ...routePage(
          "routes/admin/settings.tsx",
          () => import("#web/routes/admin/settings.tsx"),
          (m) => m.AdminSettingsPage,
          STAFF,
        ),
      },
      {
        path: "abertura",
        ...routePage(
          "routes/admin/store-opening.tsx",
          () => import("#web/routes/admin/store-opening.tsx"),
          (m) => m.StoreOpeningPage,
          STAFF,
        ),
      },
      {
        path: "lojas",
        ...routePage(
          "routes/admin/stores.tsx",
          () => import("#web/routes/admin/stores.tsx"),
          (m) => m.AdminStoresPage,
          STAFF,
        ),
      },
      {
        path: "equipe",
        ...routePage(
          "routes/admin/team.tsx",
          () => import("#web/routes/admin/team.tsx"),
          (m) => m.AdminTeamPage,
          STAFF,
        ),
      },
      { path: "*", element: TO_HOME },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}
