import { TriangleAlert } from "lucide-react";
import type { CartItem } from "#shared/cart.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import { unavailableInCartMessage, unavailableLineNames } from "#shared/store-stock.ts";
import { useStorePicker } from "#web/shop/features/store-picker/store-picker-state.ts";

/**
 * Said before the customer goes on: the chosen store cannot sell these lines now (the server
 * would refuse the order with a 409 naming them). Removing them or changing store clears it.
 */
export function UnavailableLinesNotice({
  store,
  lines,
}: {
  store: Pick<CatalogStore, "name" | "unavailableProductIds">;
  lines: readonly CartItem[];
}) {
  const openPicker = useStorePicker((state) => state.setOpen);
  return (
    <div
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
      role="alert"
      data-testid="unavailable-lines-notice"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {unavailableInCartMessage(
          store.name,
          unavailableLineNames(lines, store.unavailableProductIds),
        )}{" "}
        <button type="button" className="font-semibold underline" onClick={() => openPicker(true)}>
          Trocar loja
        </button>
      </p>
    </div>
  );
}

/**
 * What holds the whole order back, said where the customer goes on (role alert): its units
 * past the order's cap, or the server's refusal of it (too many orders in a short time).
 */
export function OrderNotice({ message }: { message: string }) {
  return (
    <div
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
      role="alert"
      data-testid="order-notice"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
