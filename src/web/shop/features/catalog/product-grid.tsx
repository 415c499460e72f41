import type { CatalogProduct } from "#shared/catalog.ts";
import { ProductCard } from "./product-card.tsx";

const EAGER_IMAGES = 4;
export const PRODUCT_GRID_CLASS = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/** Products as cards, in the catalogue's order: plain HTML, rendered by the server. */
export function ProductGrid({ products }: { products: readonly CatalogProduct[] }) {
  return (
    <ul className={PRODUCT_GRID_CLASS}>
      {products.map((product, index) => (
        <li key={product.id} data-category={product.category}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
