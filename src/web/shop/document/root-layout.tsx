import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { ContactWidget } from "#web/shop/features/contact-widget/contact-widget.tsx";
import { useStorePicker } from "#web/shop/features/store-picker/store-picker-state.ts";
import { ScrollRestoration } from "./scroll-restoration.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_ID, SkipLink } from "#web/components/skip-link.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";

// The picker (and the dialog code under it) downloads the first time it opens, not with the page.
const StorePickerDialog = lazy(async () => ({
  default: (await import("#web/shop/features/store-picker/store-picker-dialog.tsx")).StorePickerDialog,
}));

function LazyStorePicker() {
  const everOpened = useStorePicker((state) => state.everOpened);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <StorePickerDialog />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TestModeBanner />
      <ScrollRestoration />
      <SiteHeader />
      <main id={MAIN_ID} className="flex-1">
        {/* A page's module loads on its first visit: the header and footer stay meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ContactWidget />
      <LazyStorePicker />
    </div>
  );
}
