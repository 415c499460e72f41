import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, Suspense } from "react";
import { AppErrorBoundary } from "./error-boundary.tsx";
import { Providers } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

/**
 * The whole web app under a router: the browser's (main.tsx) or the server's (entry-server.tsx).
 * Both render this same tree, so the browser hydrates exactly what the server sent.
 */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  /** Puts the app under the browser's router or the server's (a render function, not a component). */
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient}>
          {router(
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>,
          )}
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}
