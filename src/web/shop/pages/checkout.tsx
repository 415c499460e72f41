import { type PageHeadFn, pageTitle, SITE_DESCRIPTION } from "#web/lib/page-head.ts";
import { CheckoutIsland } from "#web/shop/islands/checkout.tsx";

/** /checkout: the heading from the server; the form, over this browser's cart, is an island. */
export function CheckoutPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 font-extrabold text-3xl">Finalizar pedido</h1>
      <CheckoutIsland />
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
