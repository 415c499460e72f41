import type { CatalogProduct } from "../../../shared/catalog.ts";
import { formatBRL } from "../../../shared/money.ts";
import { Card } from "../../components/ui/card.tsx";

interface ProductCardProps {
  product: CatalogProduct;
  /** The first cards are above the fold on a phone: load them at once. */
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: ProductCardProps) {
  return (
    <Card className="flex h-full flex-col" data-testid="product-card">
      <div className="bg-ice-50">
        <img
          src={product.imageUrl}
          alt={product.name}
          width={product.imageWidth}
          height={product.imageHeight}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="mx-auto aspect-square h-auto w-full max-w-60"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="font-bold text-base leading-snug">{product.name}</h3>
        <p className="line-clamp-2 text-muted text-sm">{product.description}</p>
        <p className="mt-auto pt-2 font-extrabold text-brand-700 text-lg">
          {formatBRL(product.basePriceCents)}
        </p>
        {product.soldOut && <p className="font-semibold text-muted text-sm">Esgotado</p>}
      </div>
    </Card>
  );
}
