import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SiteHeader } from "../components/site-header.tsx";
import { ContactWidget } from "../features/contact-widget/contact-widget.tsx";
import { useStorePicker } from "../features/store-picker/store-picker-state.ts";

// Below the fold, and filled from the catalogue: the footer's code loads after the page's own.
const SiteFooter = lazy(async () => ({
  default: (await import("../components/site-footer.tsx")).SiteFooter,
}));

// The picker (and the dialog code under it) downloads the first time it opens, not with the page.
const StorePickerDialog = lazy(async () => ({
  default: (await import("../features/store-picker/store-picker-dialog.tsx")).StorePickerDialog,
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
      <SiteHeader />
      <main className="flex-1">
        {/* A page's module loads on its first visit: the header and footer stay meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ContactWidget />
      <LazyStorePicker />
    </div>
  );
}
