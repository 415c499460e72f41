import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers.tsx";
import { AppRoutes, preloadPage } from "./app/router.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

// A page whose code fails to load still renders: its route then suspends and retries.
void preloadPage(window.location.pathname).finally(() => render(root));
