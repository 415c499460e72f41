import type { CatalogProduct } from "#shared/catalog.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useCatalog } from "./catalog-context.ts";
import { ProductCard } from "./product-card.tsx";

const EAGER_IMAGES = 4;
const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => `placeholder-${i}`);
const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/** The catalogue's products (optionally only some), with loading and error states. */
export function ProductGrid({ filter }: { filter?: (product: CatalogProduct) => boolean }) {
  const data = useCatalog();

  if (isPending) {
    return (
      <ul className={GRID} aria-busy="true" aria-label="Carregando picolés">
        {PLACEHOLDERS.map((key) => (
          <li key={key}>
            <Skeleton className="aspect-[3/4] w-full" />
          </li>
        ))}
      </ul>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center">
        <p className="font-semibold">Não foi possível carregar os picolés.</p>
        <button
          type="button"
          onClick={() => refetch()}
          className="mt-3 font-semibold text-brand-700 underline"
        >
          Tentar novamente
        </button>
      </div>
    );
  }

  const products = filter ? data.products.filter(filter) : data.products;
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
