import { lazy, Suspense, useEffect, useRef } from "react";
import { withRetries } from "#web/lib/retry-import.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { island } from "#web/shop/hydration/island.tsx";
import { useHydrated } from "#web/shop/hydration/use-hydrated.ts";

/** Where the cart is when there is nothing to check out. */
const CART = "/carrinho";

const cartIsEmpty = () => useCartStore.getState().items.length === 0;

// The form (react-hook-form, the checkout's fields, ~30 KB gzipped) is most of this page's code:
// out of its first load, the heading paints without it. It is asked for as soon as this module
// runs, with a cart to check out, so it comes while the page hydrates.
let formModule: Promise<typeof import("#web/shop/features/checkout/checkout-form.tsx")> | undefined;
function loadForm() {
  formModule ??= withRetries(() => import("#web/shop/features/checkout/checkout-form.tsx"));
  return formModule;
}
if (typeof window !== "undefined" && !cartIsEmpty()) void loadForm().catch(() => undefined);
const CheckoutForm = lazy(async () => ({ default: (await loadForm()).CheckoutForm }));

/**
 * The checkout's form. The cart is in this browser's storage: the server renders the form's
 * place (the page's heading is above it) and the form fills it once hydrated. An empty cart has
 * nothing to check out: the cart's page replaces this one (also when another tab empties it,
 * or the page comes back from the back/forward cache after its order was placed).
 */
export default function Checkout() {
  const hydrated = useHydrated();
  const isEmpty = useCartStore((state) => state.items.length === 0);
  // Placing an order empties the cart; that must not send the customer to the cart.
  const placed = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again each time the cart empties or fills
  useEffect(() => {
    // The store itself, not `isEmpty`: the render that hydrated saw the server's empty cart.
    if (!placed.current && cartIsEmpty()) window.location.replace(CART);
  }, [isEmpty]);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && cartIsEmpty()) window.location.replace(CART);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  if (!hydrated || (isEmpty && !placed.current)) return <FormPlace />;
  return (
    <Suspense fallback={<FormPlace />}>
      <CheckoutForm
        onPlaced={() => {
          placed.current = true;
        }}
      />
    </Suspense>
  );
}

export const CheckoutIsland = island("checkout", Checkout);

/** Holds the form's place, so nothing below it moves when the form comes. */
function FormPlace() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
