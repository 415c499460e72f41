import { createBrowserRouter } from "react-router";
import { RootLayout } from "./root-layout.tsx";

/** Every screen is its own lazily loaded module, so a page downloads only its own code. */
export const router = createBrowserRouter([
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
