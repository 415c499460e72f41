import { type CatalogProduct, fromPriceCents } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { Card } from "#web/components/ui/card.tsx";
import { BUILD_BOX_LABEL } from "#web/shop/features/party-box/box-lead-time.ts";
import { SOLD_OUT_BADGE_CLASS, SOLD_OUT_TEST_ID, soldOutLabel } from "./availability-badge.ts";
import { availabilityAt } from "./store-availability.ts";

interface ProductCardProps {
  product: CatalogProduct;
  /** The first cards are above the fold on a phone: load them at once. */
  eager?: boolean;
}

/**
 * A flavour's card: plain HTML. A party box's card asks to build it ("Monte sua caixa") where a
 * flavour's shows its availability. Its badge says whether any store sells it; with a store chosen,
 * the store-availability island redraws the badge for that store (availability-badge.ts).
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const soldOut = soldOutLabel(availabilityAt(product, null));
  return (
    // The card clips its corners (overflow-hidden), which would hide the link's own focus
    // outline: the card shows it around itself while the link has keyboard focus.
    <Card
      className="h-full transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-brand-800 has-[a:focus-visible]:outline-offset-2"
      data-testid="product-card"
      data-product-id={product.id}
    >
      <a href={`/produto/${product.id}`} className="flex h-full flex-col">
        <div className="bg-ice-50">
          <img
            src={product.imageUrl}
            alt=""
            width={product.imageWidth}
            height={product.imageHeight}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : "auto"}
            decoding="async"
            className="mx-auto aspect-square h-auto w-full max-w-60 object-contain"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <h3 className="font-bold text-base leading-snug">{product.name}</h3>
          <p className="line-clamp-2 text-muted text-sm">{product.description}</p>
          <p className="mt-auto flex items-baseline justify-between gap-2 pt-2" data-price-line="">
            <span className="font-extrabold text-brand-700 text-lg">
              {formatBRL(fromPriceCents(product))}
            </span>
            {soldOut && !product.box && (
              <span className={SOLD_OUT_BADGE_CLASS} data-testid={SOLD_OUT_TEST_ID}>
                {soldOut}
              </span>
            )}
          </p>
          {product.box && (
            <span
              className="mt-1 block whitespace-nowrap rounded-full bg-brand-600 px-2 py-2 text-center font-bold text-white text-xs sm:text-sm"
              data-testid="build-box"
            >
              {BUILD_BOX_LABEL}
            </span>
          )}
        </div>
      </a>
    </Card>
  );
}
