import { type CatalogProduct, fromPriceCents } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { SOLD_OUT_AT_STORE_LABEL } from "#shared/store-stock.ts";
import { Card } from "#web/components/ui/card.tsx";
import { useAvailability } from "./store-availability.ts";

interface ProductCardProps {
  product: CatalogProduct;
  /** The first cards are above the fold on a phone: load them at once. */
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: ProductCardProps) {
  const availability = useAvailability(product);
  return (
    // The card clips its corners (overflow-hidden), which would hide the link's own focus
    // outline: the card shows it around itself while the link has keyboard focus.
    <Card
      className="h-full transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-brand-800 has-[a:focus-visible]:outline-offset-2"
      data-testid="product-card"
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
          <p className="mt-auto flex items-baseline justify-between gap-2 pt-2">
            <span className="font-extrabold text-brand-700 text-lg">
              {formatBRL(fromPriceCents(product))}
            </span>
            {availability !== "available" && (
              <span
                className="rounded-full bg-ink/10 px-2 py-0.5 text-right font-semibold text-xs"
                data-testid="sold-out"
              >
                {availability === "soldOutHere" ? SOLD_OUT_AT_STORE_LABEL : "Esgotado"}
              </span>
            )}
          </p>
        </div>
      </a>
    </Card>
  );
}
