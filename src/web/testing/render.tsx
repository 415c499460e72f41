import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { ToasterSlot } from "#web/components/toaster-slot.tsx";

/**
 * Renders a piece of the staff panel as its app shell hosts it: a fresh query cache (no
 * retries, so a failed request shows at once), a router at `path`, and the toaster. `routes`
 * adds the screens the piece may navigate to, each drawn as a heading "Página <path>".
 * A piece of a shop page has neither router nor query cache: render it with renderInPage
 * (render-in-page.tsx).
 */
export function renderInApp(
  ui: ReactNode,
  { path = "/", routes = [] }: { path?: string; routes?: string[] } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          {routes.map((route) => (
            <Route key={route} path={route} element={<h1>Página {route}</h1>} />
          ))}
        </Routes>
      </MemoryRouter>
      <ToasterSlot />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
