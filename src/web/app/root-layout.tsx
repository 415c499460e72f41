import { Outlet } from "react-router";
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
    </div>
  );
}
