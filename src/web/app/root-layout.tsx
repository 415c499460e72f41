import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { ContactWidget } from "../features/contact-widget/contact-widget.tsx";
import { StorePickerDialog } from "../features/store-picker/store-picker-dialog.tsx";

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ContactWidget />
      <StorePickerDialog />
      {/* SPEC §9: bottom-right, Alt+T, up to 3 toasts, 4 s each (sonner's defaults). */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} />
    </div>
  );
}
