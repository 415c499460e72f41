import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, Suspense } from "react";
import { AppErrorBoundary } from "./error-boundary.tsx";
import { Providers } from "./providers.tsx";
import { PanelRoutes } from "./router.tsx";

/**
 * The staff panel under the browser's router (main.tsx): a client app the server sends as an
 * empty shell (src/server/http/page-html.ts).
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
              <PanelRoutes />
            </Suspense>,
          )}
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}
