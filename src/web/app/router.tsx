import { createBrowserRouter, redirect } from "react-router";
import { RootLayout } from "./root-layout.tsx";

/**
 * Every screen is its own lazily loaded module, so a page downloads only its own code; the
 * staff pages (login, setup, /admin) sit outside the shop's layout and never load with it.
 */
export const router = createBrowserRouter([
  {
    path: "/login",
    lazy: async () => ({ Component: (await import("../routes/login.tsx")).LoginPage }),
  },
  {
    path: "/setup",
    lazy: async () => ({ Component: (await import("../routes/setup.tsx")).SetupPage }),
  },
  {
    path: "/admin",
    lazy: async () => ({ Component: (await import("./admin-layout.tsx")).AdminLayout }),
    children: [
      { index: true, loader: () => redirect("/admin/dashboard") },
      {
        path: "dashboard",
        lazy: async () => ({
          Component: (await import("../routes/admin/dashboard.tsx")).DashboardPage,
        }),
      },
      {
        path: "produtos",
        lazy: async () => ({
          Component: (await import("../routes/admin/products.tsx")).AdminProductsPage,
        }),
      },
      {
        path: "pedidos",
        lazy: async () => ({
          Component: (await import("../routes/admin/orders.tsx")).AdminOrdersPage,
        }),
      },
      {
        path: "clientes",
        lazy: async () => ({
          Component: (await import("../routes/admin/customers.tsx")).AdminCustomersPage,
        }),
      },
      {
        path: "relatorios",
        lazy: async () => ({
          Component: (await import("../routes/admin/reports.tsx")).AdminReportsPage,
        }),
      },
      {
        path: "marketing",
        lazy: async () => ({
          Component: (await import("../routes/admin/marketing.tsx")).AdminMarketingPage,
        }),
      },
      {
        path: "configuracoes",
        lazy: async () => ({
          Component: (await import("../routes/admin/settings.tsx")).AdminSettingsPage,
        }),
      },
    ],
  },
  {
    path: "/",
    Component: RootLayout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import("../routes/home.tsx")).HomePage }),
      },
      {
        path: "cardapio",
        lazy: async () => ({ Component: (await import("../routes/menu.tsx")).MenuPage }),
      },
      {
        path: "produto/:id",
        lazy: async () => ({ Component: (await import("../routes/product.tsx")).ProductPage }),
      },
      {
        path: "carrinho",
        lazy: async () => ({ Component: (await import("../routes/cart.tsx")).CartPage }),
      },
      {
        path: "checkout",
        lazy: async () => ({ Component: (await import("../routes/checkout.tsx")).CheckoutPage }),
      },
      {
        path: "confirmacao",
        lazy: async () => ({
          Component: (await import("../routes/confirmation.tsx")).ConfirmationPage,
        }),
      },
      {
        path: "sobre",
        lazy: async () => ({ Component: (await import("../routes/about.tsx")).AboutPage }),
      },
      {
        path: "*",
        lazy: async () => ({ Component: (await import("../routes/not-found.tsx")).NotFoundPage }),
      },
    ],
  },
]);
