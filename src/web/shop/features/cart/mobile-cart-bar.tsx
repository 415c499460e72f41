import { cartItemCount } from "#shared/cart.ts";
import { formatBRL } from "#shared/money.ts";
import { useCartStore } from "./cart-store.ts";
import { sellableSubtotalCents } from "./cart-subtotal.ts";

/**
 * On phones, a bar pinned to the bottom with the cart's size and subtotal (without the lines the
 * chosen store cannot sell now); hidden when empty.
 */
export function MobileCartBar({
  unavailableProductIds,
}: {
  unavailableProductIds?: readonly string[] | undefined;
}) {
  const items = useCartStore((state) => state.items);
  const count = cartItemCount(items);
  if (count === 0) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-brand-100 border-t bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden print:hidden"
      data-testid="mobile-cart-bar"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-bold">
            {count} {count === 1 ? "item" : "itens"}
          </span>
          <span className="text-muted"> · </span>
          <span className="font-bold text-brand-700">
            {formatBRL(sellableSubtotalCents(items, unavailableProductIds))}
          </span>
        </p>
        <a
          href="/carrinho"
          data-prerender
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-sm text-white"
        >
          Ver carrinho
        </a>
      </div>
    </div>
  );
}
