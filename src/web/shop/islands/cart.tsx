import { ShoppingBag } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { cartLineKey } from "#shared/cart.ts";
import { formatBRL } from "#shared/money.ts";
import { linesUnavailableAt } from "#shared/store-stock.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { cn } from "#web/lib/utils.ts";
import { CartLine } from "#web/shop/features/cart/cart-line.tsx";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { sellableSubtotalCents } from "#web/shop/features/cart/cart-subtotal.ts";
import {
  OrderNotice,
  UnavailableLinesNotice,
} from "#web/shop/features/cart/unavailable-lines-notice.tsx";
import { unitCapProblems } from "#web/shop/features/cart/unit-limits.ts";
import { useLiveCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { island } from "#web/shop/hydration/island.tsx";
import { useHydrated } from "#web/shop/hydration/use-hydrated.ts";

// Only for a chosen store that is closed: out of the cart's first load.
const StoreNotice = lazy(() => import("#web/shop/features/checkout/closed-store-notice.tsx"));

/**
 * The cart page's content. The cart is in this browser's storage, so the server renders a frame
 * (the heading, placeholders where the lines go) and the cart fills it once hydrated. The three
 * states keep one minimum height: the footer does not move when the frame gives way.
 */
export default function Cart() {
  const hydrated = useHydrated();
  const items = useCartStore((state) => state.items);
  // What the chosen store sells now and the unit caps, read again as the cart opens: a flavour
  // sold out since the menu was read is flagged here, not at the final tap.
  const catalog = useLiveCatalog();
  const chosenId = useCartStore((state) => state.selectedStore?.id);
  const store = catalog.stores.find((option) => option.id === chosenId) ?? null;
  const limits = catalog.orderLimits;

  if (!hydrated) return <CartFrame />;
  if (items.length === 0) {
    return (
      <Section className="flex flex-col items-center justify-center text-center">
        <ShoppingBag className="size-16 text-brand-200" aria-hidden="true" />
        <h1 className="mt-4 font-extrabold text-2xl">Seu carrinho está vazio</h1>
        <p className="mt-2 text-muted">Que tal escolher um sabor?</p>
        <a href="/cardapio" className={cn(buttonVariants(), "mt-6")}>
          Ver cardápio
        </a>
      </Section>
    );
  }

  const unavailable = linesUnavailableAt(items, store?.unavailableProductIds ?? []);
  // Past the unit caps, the server would refuse the order: said here, before the checkout.
  const caps = unitCapProblems(items, limits);
  const held = unavailable.length > 0 || caps.lines.size > 0 || caps.order !== null;
  // A line the store cannot sell is not counted: it is there to be removed.
  const subtotal = sellableSubtotalCents(items, store?.unavailableProductIds);
  return (
    <Section>
      <h1 className="font-extrabold text-3xl">Seu carrinho</h1>
      {store && !store.isOpen && (
        <div className="mt-4">
          <Suspense fallback={null}>
            <StoreNotice store={store} closed pause={null} />
          </Suspense>
        </div>
      )}
      {store && unavailable.length > 0 && (
        <div className="mt-4">
          <UnavailableLinesNotice store={store} lines={unavailable} />
        </div>
      )}
      {caps.order && (
        <div className="mt-4">
          <OrderNotice message={caps.order} />
        </div>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_20rem]">
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <CartLine
              key={cartLineKey(item)}
              item={item}
              soldOutHere={unavailable.includes(item)}
              maxQuantity={limits?.maxUnitsPerLine}
            />
          ))}
        </ul>
        <aside
          className="h-fit rounded-2xl bg-white p-5 shadow-sm"
          aria-labelledby="cart-summary-heading"
        >
          <h2 id="cart-summary-heading" className="font-bold text-lg">
            Resumo
          </h2>
          <dl className="mt-3 flex flex-col gap-2" data-testid="cart-totals" data-keep-clear>
            <div className="flex justify-between">
              <dt>
                Subtotal
                {unavailable.length > 0 && (
                  <span
                    className="block text-muted text-sm"
                    data-testid="subtotal-without-sold-out"
                  >
                    sem {unavailable.length === 1 ? "o item esgotado" : "os itens esgotados"}
                  </span>
                )}
              </dt>
              <dd data-testid="cart-subtotal">{formatBRL(subtotal)}</dd>
            </div>
            <div className="flex justify-between border-brand-100 border-t pt-2 font-extrabold text-lg">
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatBRL(subtotal)}</dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-col gap-2">
            {held ? (
              // Nothing to finish until the store can sell every line, within the caps.
              <Button size="lg" disabled>
                Finalizar pedido
              </Button>
            ) : (
              <a href="/checkout" data-prerender className={buttonVariants({ size: "lg" })}>
                Finalizar pedido
              </a>
            )}
            <a href="/cardapio" className={buttonVariants({ variant: "outline" })}>
              Adicionar mais itens
            </a>
          </div>
        </aside>
      </div>
    </Section>
  );
}

export const CartIsland = island("cart", Cart);

function Section({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section className={cn("mx-auto min-h-112 max-w-6xl px-4 py-8", className)}>{children}</section>
  );
}

/** What the server renders and the page shows until the stored cart is read. */
function CartFrame() {
  return (
    <Section>
      <div aria-busy="true">
        <h1 className="font-extrabold text-3xl">Seu carrinho</h1>
        <p className="sr-only" role="status">
          Carregando o carrinho…
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_20rem]" aria-hidden="true">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-28 rounded-2xl" />
          </div>
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      </div>
    </Section>
  );
}
