import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";

/**
 * While the test payment is offered at some store (HQ switched it on in Configurações →
 * Pagamentos; a fresh install has it off), every shop page says so above its header: an order
 * "paid" that way is never charged. Rendered with the page from the catalogue, no script of its own.
 */
export function TestModeBanner() {
  const stores = useCatalog().stores;
  if (!stores?.some((store) => store.paymentMethods.includes("test"))) return null;
  return (
    // A landmark of its own: every piece of a page sits in one (axe's "region" rule).
    <aside
      aria-label="Modo de teste"
      className="bg-amber-100 px-4 py-1 text-center font-medium text-amber-950 text-xs"
      data-testid="test-mode-banner"
    >
      Modo de teste: o pagamento de teste não é cobrado
    </aside>
  );
}
