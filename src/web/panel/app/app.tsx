import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, Suspense } from "react";
import { BrowserRouter } from "react-router";
import { AppErrorBoundary } from "./error-boundary.tsx";
import { Providers } from "./providers.tsx";
import { PanelRoutes } from "./router.tsx";

/**
 * The staff panel: a client app under the browser's router (main.tsx), which the server sends
 * as an empty shell (src/server/http/page-html.ts). It knows only its own paths (router.tsx);
 * the shop's pages are the server's documents, reached by plain links.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <Suspense fallback={null}>
              <PanelRoutes />
            </Suspense>
          </BrowserRouter>
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}
