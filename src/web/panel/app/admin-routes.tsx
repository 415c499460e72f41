import { Navigate, type RouteObject, useRoutes } from "react-router";
import { STAFF_HOME } from "#web/panel/features/auth/staff-home.ts";
import { routePage } from "./route-page.ts";

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
      "panel/app/admin-layout.tsx",
      () => import("./admin-layout.tsx"),
      (m) => m.AdminLayout,
    ),
    children: [
      { index: true, element: TO_HOME },
      {
        path: "dashboard",
        ...routePage(
          "panel/screens/dashboard.tsx",
          () => import("#web/panel/screens/dashboard.tsx"),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: "lojas-ao-vivo",
        ...routePage(
          "panel/screens/live-stores.tsx",
          () => import("#web/panel/screens/live-stores.tsx"),
          (m) => m.LiveStoresPage,
        ),
      },
      {
        path: "produtos",
        ...routePage(
          "panel/screens/products.tsx",
          () => import("#web/panel/screens/products.tsx"),
          (m) => m.AdminProductsPage,
        ),
      },
      {
        path: "pedidos",
        ...routePage(
          "panel/screens/orders.tsx",
          () => import("#web/panel/screens/orders.tsx"),
          (m) => m.AdminOrdersPage,
        ),
      },
      {
        path: "pedidos/agendados",
        ...routePage(
          "panel/screens/scheduled-orders.tsx",
          () => import("#web/panel/screens/scheduled-orders.tsx"),
          (m) => m.AdminScheduledOrdersPage,
        ),
      },
      {
        path: "clientes",
        ...routePage(
          "panel/screens/customers.tsx",
          () => import("#web/panel/screens/customers.tsx"),
          (m) => m.AdminCustomersPage,
        ),
      },
      {
        path: "relatorios",
        ...routePage(
          "panel/screens/reports.tsx",
          () => import("#web/panel/screens/reports.tsx"),
          (m) => m.AdminReportsPage,
        ),
      },
      {
        path: "marketing",
        ...routePage(
          "panel/screens/coupons.tsx",
          () => import("#web/panel/screens/coupons.tsx"),
          (m) => m.AdminCouponsPage,
        ),
      },
      {
        path: "configuracoes",
        ...routePage(
          "panel/screens/settings.tsx",
          () => import("#web/panel/screens/settings.tsx"),
          (m) => m.AdminSettingsPage,
        ),
      },
      {
        path: "abertura",
        ...routePage(
          "panel/screens/store-opening.tsx",
          () => import("#web/panel/screens/store-opening.tsx"),
          (m) => m.StoreOpeningPage,
        ),
      },
      {
        path: "lojas",
        ...routePage(
          "panel/screens/stores.tsx",
          () => import("#web/panel/screens/stores.tsx"),
          (m) => m.AdminStoresPage,
        ),
      },
      {
        path: "equipe",
        ...routePage(
          "panel/screens/team.tsx",
          () => import("#web/panel/screens/team.tsx"),
          (m) => m.AdminTeamPage,
        ),
      },
      { path: "*", element: TO_HOME },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}
