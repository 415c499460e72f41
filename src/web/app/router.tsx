import { Route, Routes } from "react-router";
import { lazyPage } from "./lazy-page.ts";
import { RootLayout } from "./root-layout.tsx";

// Declarative routes, not the data router: the shop uses no loaders or actions, and the data
// router alone would add ~16 KB gzipped to every page's first load (DESIGN.md §7 budget).
const LoginPage = lazyPage(
  () => import("../routes/login.tsx"),
  (m) => m.LoginPage,
);
const SetupPage = lazyPage(
  () => import("../routes/setup.tsx"),
  (m) => m.SetupPage,
);
const HomePage = lazyPage(
  () => import("../routes/home.tsx"),
  (m) => m.HomePage,
);
const MenuPage = lazyPage(
  () => import("../routes/menu.tsx"),
  (m) => m.MenuPage,
);
const ProductPage = lazyPage(
  () => import("../routes/product.tsx"),
  (m) => m.ProductPage,
);
const CartPage = lazyPage(
  () => import("../routes/cart.tsx"),
  (m) => m.CartPage,
);
const CheckoutPage = lazyPage(
  () => import("../routes/checkout.tsx"),
  (m) => m.CheckoutPage,
);
const ConfirmationPage = lazyPage(
  () => import("../routes/confirmation.tsx"),
  (m) => m.ConfirmationPage,
);
const AboutPage = lazyPage(
  () => import("../routes/about.tsx"),
  (m) => m.AboutPage,
);
const NotFoundPage = lazyPage(
  () => import("../routes/not-found.tsx"),
  (m) => m.NotFoundPage,
);
const AdminRoutes = lazyPage(
  () => import("./admin-routes.tsx"),
  (m) => m.AdminRoutes,
);

/** The staff pages (login, setup, /admin) sit outside the shop's layout and never load with it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="/" element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="cardapio" element={<MenuPage />} />
        <Route path="produto/:id" element={<ProductPage />} />
        <Route path="carrinho" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="confirmacao" element={<ConfirmationPage />} />
        <Route path="sobre" element={<AboutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
