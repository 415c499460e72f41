import type { ReactNode } from "react";
import { MAIN_ID, SkipLink } from "#web/components/skip-link.tsx";
import { ContactWidgetIsland } from "#web/shop/islands/contact-widget.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";

/** Every shop page's body: the header and footer around the page's own content. */
export function ShopDocument({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TestModeBanner />
      <SiteHeader />
      <main id={MAIN_ID} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ContactWidgetIsland />
    </div>
  );
}
