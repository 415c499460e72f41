import { Bike, Store } from "lucide-react";
import { formatBRL } from "#shared/money.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { MobileCartBar } from "#web/shop/features/cart/mobile-cart-bar.tsx";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { ProductGrid } from "#web/shop/features/catalog/product-grid.tsx";
import { useLiveChosenStore } from "#web/shop/features/catalog/store-availability.ts";
import { cheapestDeliveryFeeCents } from "#web/shop/features/checkout/checkout-totals.ts";
import { menuDescription } from "#web/shop/features/seo/page-descriptions.ts";

const ALL = "todos";
/** Tab values become element ids, so categories get simple ones, not their names. */
const tabValue = (index: number) => `categoria-${index}`;

/** Once a store is chosen: what a delivery from it costs at least, or that it does pickup only. */
function StoreDelivery() {
  const store = useLiveChosenStore();
  if (!store) return null;
  const cheapest = cheapestDeliveryFeeCents(store.deliveryAreas);
  const Icon = cheapest === null ? Store : Bike;
  return (
    <p
      className="mt-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 font-semibold text-brand-800 text-sm"
      data-testid="store-delivery"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="font-normal">{store.name} ·</span>
      {cheapest === null ? "Só retirada" : `Entrega a partir de ${formatBRL(cheapest)}`}
    </p>
  );
}

export function MenuPage() {
  const data = useCatalog();
  const store = useLiveChosenStore();
  // Tabs follow the catalogue: "Todos", then every category staff have products in.
  const categories = [...new Set(data?.products.map((product) => product.category))];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 pb-28 md:pb-8">
      <h1 className="font-extrabold text-3xl">Cardápio</h1>
      <p className="mt-1 text-muted">Escolha seus sabores favoritos.</p>
      <StoreDelivery />
      <Tabs defaultValue={ALL} className="mt-6">
        <TabsList aria-label="Categorias">
          <TabsTrigger value={ALL}>Todos</TabsTrigger>
          {categories.map((category, index) => (
            <TabsTrigger key={category} value={tabValue(index)}>
              {category}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={ALL} className="mt-6">
          <h2 className="sr-only">Todos os picolés</h2>
          <ProductGrid />
        </TabsContent>
        {categories.map((category, index) => (
          <TabsContent key={category} value={tabValue(index)} className="mt-6">
            <h2 className="sr-only">{category}</h2>
            <ProductGrid filter={(product) => product.category === category} />
          </TabsContent>
        ))}
      </Tabs>
      <MobileCartBar unavailableProductIds={store?.unavailableProductIds} />
    </section>
  );
}

export const head: PageHeadFn = ({ catalog }) => ({
  title: pageTitle("Cardápio"),
  description: menuDescription(catalog.products),
});
