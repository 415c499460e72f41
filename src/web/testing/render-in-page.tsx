import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { ToasterSlot } from "#web/components/toaster-slot.tsx";

/**
 * Renders a piece of a shop page as the browser hosts it: the piece on its own (an island has
 * no router and no query cache around it) and, beside it, the page's one toaster
 * (shop/hydration/toaster-root.tsx). What the piece reads of the page, it gets as a page
 * gives it: its props, the cart store, and the catalogue by the caller's
 * `<CatalogContext.Provider value={catalog}>` around it (the server's way; this helper imports
 * nothing of the shop). Navigation is `window.location.assign`: spy on it to see where a
 * piece sends the customer.
 */
export function renderInPage(ui: ReactNode): RenderResult {
  return render(
    <>
      {ui}
      <ToasterSlot />
    </>,
  );
}
