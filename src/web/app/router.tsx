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
        path: "*",
        lazy: async () => ({ Component: (await import("../routes/not-found.tsx")).NotFoundPage }),
      },
    ],
  },
]);
