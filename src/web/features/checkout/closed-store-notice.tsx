import { TriangleAlert } from "lucide-react";
import { STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";

/**
 * Said before the customer submits: a closed store takes no pickup orders (the server refuses
 * them with the same words), while delivery still works (docs/decisions/008-closed-stores.md).
 */
export function ClosedStoreNotice() {
  return (
    <p
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
      role="alert"
      data-testid="closed-store-notice"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {STORE_CLOSED_MESSAGE}
    </p>
  );
}
