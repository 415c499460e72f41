import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { type LazyPage, lazyPage } from "./lazy-page.ts";
import { RootLayout } from "./root-layout.tsx";

// Declarative routes, not the data router: the shop uses no loaders or actions, and the data
// router alone would add ~16 KB gzipped to every page's first load (DESIGN.md §7 budget).
const LoginPage = lazyPage(
  () => import("#web/routes/login.tsx"),
  (m) => m.LoginPage,
);
const SetupPage = lazyPage(
  () => import("#web/routes/setup.tsx"),
  (m) => m.SetupPage,
);
const InvitationPage = lazyPage(
  () => import("#web/routes/invitation.tsx"),
  (m) => m.InvitationPage,
);
const HomePage = lazyPage(
  () => import("#web/routes/home.tsx"),
  (m) => m.HomePage,
);
const MenuPage = lazyPage(
  () => import("#web/routes/menu.tsx"),
  (m) => m.MenuPage,
);
const ProductPage = lazyPage(
  () => import("#web/routes/product.tsx"),
  (m) => m.ProductPage,
);
const CartPage = lazyPage(
  () => import("#web/routes/cart.tsx"),
  (m) => m.CartPage,
);
const CheckoutPage = lazyPage(
  () => import("#web/routes/checkout.tsx"),
  (m) => m.CheckoutPage,
);
const ConfirmationPage = lazyPage(
  () => import("#web/routes/confirmation.tsx"),
  (m) => m.ConfirmationPage,
);
const AboutPage = lazyPage(
  () => import("#web/routes/about.tsx"),
  (m) => m.AboutPage,
);
const StoresPage = lazyPage(
  () => import("#web/routes/stores.tsx"),
  (m) => m.StoresPage,
);
const StorePage = lazyPage(
  () => import("#web/routes/store.tsx"),
  (m) => m.StorePage,
);
const OrderTrackingPage = lazyPage(
  () => import("#web/routes/order-tracking.tsx"),
  (m) => m.OrderTrackingPage,
);
const MyOrdersPage = lazyPage(
  () => import("#web/routes/my-orders.tsx"),
  (m) => m.MyOrdersPage,
);
const PrivacyPage = lazyPage(
  () => import("#web/routes/privacy.tsx"),
  (m) => m.PrivacyPage,
);
const TermsPage = lazyPage(
  () => import("#web/routes/terms.tsx"),
  (m) => m.TermsPage,
);
const NotFoundPage = lazyPage(
  () => import("#web/routes/not-found.tsx"),
  (m) => m.NotFoundPage,
);
const AdminRoutes = lazyPage(
  () => import("./admin-routes.tsx"),
  (m) => m.AdminRoutes,
);

/**
 * The staff pages (login, setup, an invitation's link, /admin) sit outside the shop's layout and
 * never load with it.
 */
const ROUTES: RouteObject[] = [
  { path: "/login", Component: LoginPage },
  { path: "/setup", Component: SetupPage },
  { path: "/convite/:token", Component: InvitationPage },
  { path: "/admin/*", Component: AdminRoutes },
  {
    path: "/",
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      { path: "cardapio", Component: MenuPage },
      { path: "produto/:id", Component: ProductPage },
      { path: "carrinho", Component: CartPage },
      { path: "checkout", Component: CheckoutPage },
      { path: "confirmacao", Component: ConfirmationPage },
      { path: "sobre", Component: AboutPage },
      { path: "lojas", Component: StoresPage },
      { path: "lojas/:id", Component: StorePage },
      { path: "pedido/:id", Component: OrderTrackingPage },
      { path: "pedidos", Component: MyOrdersPage },
      { path: "privacidade", Component: PrivacyPage },
      { path: "termos", Component: TermsPage },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/**
 * Loads the code of the page at `pathname` (the server has already asked the browser for it,
 * page-html.ts), so the app's first render is that page, not an empty frame that then moves.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}
