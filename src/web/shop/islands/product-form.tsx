import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { ProductForm } from "#web/shop/features/product/product-form.tsx";
import { island } from "#web/shop/hydration/island.tsx";

/**
 * The product page's form, hydrated as the page loads: the flavour and the line cap come from
 * the catalogue the page embeds, so the page's HTML carries only the product's id for it.
 */
export default function ProductFormHost({
  productId,
  addButtonClass,
}: {
  productId: string;
  addButtonClass: string;
}) {
  const catalog = useCatalog();
  const product = catalog.products.find((candidate) => candidate.id === productId);
  if (!product) return null;
  // key: a new product starts with fresh choices
  return (
    <ProductForm
      key={product.id}
      product={product}
      maxPerLine={catalog.orderLimits?.maxUnitsPerLine}
      addButtonClass={addButtonClass}
    />
  );
}

export const ProductFormIsland = island("product-form", ProductFormHost);
