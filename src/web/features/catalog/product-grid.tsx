import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useCatalog } from "./api/get-catalog.ts";
import { ProductCard } from "./product-card.tsx";

const EAGER_IMAGES = 4;
const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => `placeholder-${i}`);

export function ProductGrid() {
  const { data, isPending, isError, refetch } = useCatalog();

  if (isPending) {
    return (
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        aria-busy="true"
      >
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

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {data.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
