import type { CatalogWithSite } from "#shared/catalog.ts";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import {
  ALL_TAB,
  categoryTabValue,
  panelId,
  tabId,
} from "#web/shop/features/catalog/category-panels.ts";
import { PRODUCT_GRID_CLASS, ProductGrid } from "#web/shop/features/catalog/product-grid.tsx";
import { menuDescription } from "#web/shop/features/seo/page-descriptions.ts";
import { CategoryTabsIsland } from "#web/shop/islands/category-tabs.tsx";
import { CartBarIsland } from "#web/shop/islands/mobile-cart-bar.tsx";
import { StoreAvailabilityIsland } from "#web/shop/islands/store-availability.tsx";

/**
 * /cardapio: every flavour as plain HTML, in one grid under "Todos"; the category tabs, the
 * chosen store's line (delivery fee, sold-out badges) and the phone's cart bar are islands.
 */
export function MenuPage({ catalog }: { catalog: CatalogWithSite }) {
  // Tabs follow the catalogue: "Todos", then every category staff have products in.
  const categories = [...new Set(catalog.products.map((product) => product.category))];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 pb-28 md:pb-8">
      <h1 className="font-extrabold text-3xl">Cardápio</h1>
      <p className="mt-1 text-muted">Escolha seus sabores favoritos.</p>
      <StoreAvailabilityIsland deliveryLine />
      <div className="mt-6">
        <CategoryTabsIsland categories={categories} />
      </div>
      <div role="tabpanel" id={panelId(ALL_TAB)} aria-labelledby={tabId(ALL_TAB)} className="mt-6">
        <h2 className="sr-only">Todos os picolés</h2>
        <ProductGrid products={catalog.products} />
      </div>
      {categories.map((category, index) => (
        <div
          key={category}
          role="tabpanel"
          id={panelId(categoryTabValue(index))}
          aria-labelledby={tabId(categoryTabValue(index))}
          hidden
          className="mt-6"
        >
          <h2 className="sr-only">{category}</h2>
          {/* Filled with this category's cards from "Todos" when its tab is first chosen. */}
          <ul className={PRODUCT_GRID_CLASS} />
        </div>
      ))}
      <CartBarIsland />
    </section>
  );
}

export const head: PageHeadFn = ({ catalog }) => ({
  title: pageTitle("Cardápio"),
  description: menuDescription(catalog.products),
  lcpImage: catalog.products[0]?.imageUrl,
});
