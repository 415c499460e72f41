import { lazy, Suspense, useRef } from "react";
import { Navigate } from "react-router";
import { type PageHeadFn, pageTitle, SITE_DESCRIPTION } from "#web/lib/page-head.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";

// The form (react-hook-form and the checkout's fields) is most of this page's code: the heading
// paints without waiting for it. The server preloads it with the page (page-html.ts).
const CheckoutForm = lazy(async () => ({
  default: (await import("#web/shop/features/checkout/checkout-form.tsx")).CheckoutForm,
}));

export function CheckoutPage() {
  const isEmpty = useCartStore((state) => state.items.length === 0);
  // Placing an order empties the cart; that must not bounce the customer to /carrinho.
  const placed = useRef(false);

  if (isEmpty && !placed.current) return <Navigate to="/carrinho" replace />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 font-extrabold text-3xl">Finalizar pedido</h1>
      {/* Holds the form's place, so nothing below it moves when the form arrives. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <CheckoutForm
          onPlaced={() => {
            placed.current = true;
          }}
        />
      </Suspense>
    </section>
  );
}

// Not indexed, and its code is the shop's heaviest (decision 009): the site's description
// (already in every page's code) rather than one of its own.
export const head: PageHeadFn = () => ({
  title: pageTitle("Finalizar pedido"),
  description: SITE_DESCRIPTION,
  index: false,
});
