import { Navigate, Route, Routes } from "react-router";
import { lazyPage } from "./lazy-page.ts";

const AdminLayout = lazyPage(
  () => import("./admin-layout.tsx"),
  (m) => m.AdminLayout,
);
const DashboardPage = lazyPage(
  () => import("#web/routes/admin/dashboard.tsx"),
  (m) => m.DashboardPage,
);
const AdminProductsPage = lazyPage(
  () => import("#web/routes/admin/products.tsx"),
  (m) => m.AdminProductsPage,
);
const AdminOrdersPage = lazyPage(
  () => import("#web/routes/admin/orders.tsx"),
  (m) => m.AdminOrdersPage,
);
const AdminCustomersPage = lazyPage(
  () => import("#web/routes/admin/customers.tsx"),
  (m) => m.AdminCustomersPage,
);
const AdminReportsPage = lazyPage(
  () => import("#web/routes/admin/reports.tsx"),
  (m) => m.AdminReportsPage,
);
const AdminCouponsPage = lazyPage(
  () => import("#web/routes/admin/coupons.tsx"),
  (m) => m.AdminCouponsPage,
);
const LiveStoresPage = lazyPage(
  () => import("#web/routes/admin/live-stores.tsx"),
  (m) => m.LiveStoresPage,
);
const AdminSettingsPage = lazyPage(
  () => import("#web/routes/admin/settings.tsx"),
  (m) => m.AdminSettingsPage,
);
const StoreOpeningPage = lazyPage(
  () => import("#web/routes/admin/store-opening.tsx"),
  (m) => m.StoreOpeningPage,
);
const AdminStoresPage = lazyPage(
  () => import("#web/routes/admin/stores.tsx"),
  (m) => m.AdminStoresPage,
);
const AdminTeamPage = lazyPage(
  () => import("#web/routes/admin/team.tsx"),
  (m) => m.AdminTeamPage,
);

/**
 * Everything under /admin: its own module, so the shop's entry carries none of it. Who may open
 * each screen is the menu's table (ADMIN_SECTIONS in admin-nav.tsx): the layout shows store staff
 * "Somente a sede" at the address of an HQ screen.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="lojas-ao-vivo" element={<LiveStoresPage />} />
        <Route path="produtos" element={<AdminProductsPage />} />
        <Route path="pedidos" element={<AdminOrdersPage />} />
        <Route path="clientes" element={<AdminCustomersPage />} />
        <Route path="relatorios" element={<AdminReportsPage />} />
        <Route path="marketing" element={<AdminCouponsPage />} />
        <Route path="configuracoes" element={<AdminSettingsPage />} />
        <Route path="abertura" element={<StoreOpeningPage />} />
        <Route path="lojas" element={<AdminStoresPage />} />
        <Route path="equipe" element={<AdminTeamPage />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
