import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { ContactWidget } from "../features/contact-widget/contact-widget.tsx";
import { useStorePicker } from "../features/store-picker/store-picker-state.ts";

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
      <SiteFooter />
      <ContactWidget />
      <LazyStorePicker />
    </div>
  );
}
