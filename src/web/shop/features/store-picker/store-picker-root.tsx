import { createRoot } from "react-dom/client";
import { IslandErrorBoundary } from "#web/shop/hydration/island-error-boundary.tsx";
import { StorePickerDialog } from "./store-picker-dialog.tsx";

/**
 * The picker's own root, at the end of the page's body: whichever island opened it, the
 * dialog (Radix, the store search, 138 rows) loads only then, and once per page.
 */
export function mountStorePicker(): void {
  const element = document.createElement("div");
  element.dataset.storePicker = "";
  document.body.append(element);
  createRoot(element).render(
    <IslandErrorBoundary>
      <StorePickerDialog />
    </IslandErrorBoundary>,
  );
}
