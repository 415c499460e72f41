import { Store } from "lucide-react";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { openStorePicker } from "#web/shop/features/store-picker/open-store-picker.ts";
import { island } from "#web/shop/hydration/island.tsx";

/**
 * The header's store button, in two copies (beside the cart from lg, a row of its own below):
 * the chosen store, "Retirar em …" once the customer chose pickup at the checkout, else only its
 * name (a delivery is not collected there; before the choice, the checkout starts on delivery).
 * The server renders "Escolher loja" (it knows no browser's choice); the picker's code loads on
 * the first press.
 */
export default function StoreButton({ row = false }: { row?: boolean }) {
  const store = useCartStore((state) => state.selectedStore);
  const method = useCartStore((state) => state.deliveryMethod);
  return (
    <button
      type="button"
      onClick={openStorePicker}
      className={cn(
        "inline-flex min-w-0 items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-2 font-semibold text-sm hover:border-brand-600",
        row ? "w-full justify-center" : "hidden! max-w-64 lg:inline-flex!",
      )}
    >
      <Store className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="truncate">
        {store && method !== "pickup" && <span className="sr-only">Loja: </span>}
        {store ? `${method === "pickup" ? "Retirar em " : ""}${store.name}` : "Escolher loja"}
      </span>
    </button>
  );
}

export const StoreButtonIsland = island("store-button", StoreButton);
