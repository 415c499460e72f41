import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { BoxBuilder } from "#web/shop/features/party-box/box-builder.tsx";
import { island } from "#web/shop/hydration/island.tsx";

/**
 * A party box's page form, hydrated as the page loads: the box, its flavours and the line cap
 * come from the catalogue the page embeds, so the page's HTML carries only the box's id.
 */
export default function BoxBuilderHost({
  productId,
  addButtonClass,
}: {
  productId: string;
  addButtonClass: string;
}) {
  const catalog = useCatalog();
  const product = catalog.products.find((candidate) => candidate.id === productId);
  if (!product?.box) return null;
  // key: another box starts empty
  return (
    <BoxBuilder
      key={product.id}
      product={product}
      products={catalog.products}
      maxPerLine={catalog.orderLimits?.maxUnitsPerLine}
      addButtonClass={addButtonClass}
    />
  );
}

export const BoxBuilderIsland = island("box-builder", BoxBuilderHost);
