import { useRef } from "react";
import { Navigate } from "react-router";
import { useCartStore } from "../features/cart/cart-store.ts";
import { CheckoutForm } from "../features/checkout/checkout-form.tsx";

export function CheckoutPage() {
  const isEmpty = useCartStore((state) => state.items.length === 0);
  // Placing an order empties the cart; that must not bounce the customer to /carrinho.
  const placed = useRef(false);

  if (isEmpty && !placed.current) return <Navigate to="/carrinho" replace />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 font-extrabold text-3xl">Finalizar pedido</h1>
      <CheckoutForm
        onPlaced={() => {
          placed.current = true;
        }}
      />
    </section>
  );
}
