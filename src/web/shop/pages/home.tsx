import { Clock, IceCreamCone, MapPin, Truck } from "lucide-react";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { STORE_COUNT } from "#shared/stores.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, SITE_DESCRIPTION, SITE_TITLE } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { ProductGrid } from "#web/shop/features/catalog/product-grid.tsx";
import { organizationJsonLd } from "#web/shop/features/seo/structured-data.ts";
import { StoreAvailabilityIsland } from "#web/shop/islands/store-availability.tsx";
import { WantNowIsland } from "#web/shop/islands/want-now.tsx";

const BENEFITS = [
  {
    icon: IceCreamCone,
    title: "Fruta de verdade",
    text: "Polpa de frutas do Nordeste, do cajá ao umbu, em receitas artesanais.",
  },
  {
    icon: MapPin,
    title: `${STORE_COUNT} lojas`,
    text: "Escolha a loja mais perto e retire seu pedido sem fila.",
  },
  {
    icon: Truck,
    title: "Entrega rápida",
    text: "Receba em casa, bem geladinho: a taxa do seu bairro aparece antes de você confirmar.",
  },
  {
    icon: Clock,
    title: "Desde 1990",
    text: "Mais de três décadas refrescando o Brasil com sabor regional.",
  },
];

/**
 * The home page: plain HTML but for its two calls to action (want-now) and the sold-out badges
 * of the chosen store (store-availability).
 */
export function HomePage({ catalog }: { catalog: CatalogWithSite }) {
  // The party boxes get a section of their own, after the flavours.
  const flavours = catalog.products.filter((product) => !product.box);
  const boxes = catalog.products.filter((product) => product.box);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
            Desde 1990 refrescando o Nordeste
          </p>
          <h1 className="mt-2 max-w-xl font-extrabold text-4xl leading-tight sm:text-5xl">
            Picolés artesanais com o sabor das frutas do Brasil
          </h1>
          <p className="mt-4 max-w-lg text-lg text-muted">
            Escolha sua loja, monte seu pedido e retire na hora ou receba em casa.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <WantNowIsland
              label="Quero Agora"
              className={buttonVariants({ size: "lg" })}
              autoOpenPicker
            />
            <p className="flex items-center gap-1 font-semibold">
              <MapPin className="size-5 text-brand-600" aria-hidden="true" />
              {STORE_COUNT} lojas disponíveis
            </p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="products-heading">
        <h2 id="products-heading" className="mb-4 font-extrabold text-2xl">
          Nossos Picolés
        </h2>
        <StoreAvailabilityIsland />
        <ProductGrid products={flavours} />
      </section>

      {boxes.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="boxes-heading">
          <h2 id="boxes-heading" className="font-extrabold text-2xl">
            Caixas de festa
          </h2>
          <p className="mt-1 mb-4 text-muted">
            Monte sua caixa com os sabores que quiser e agende a retirada.
          </p>
          <ProductGrid products={boxes} />
        </section>
      )}

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="mb-4 font-extrabold text-2xl">
          Por que Frosty?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 shadow-sm">
              <Icon className="size-8 text-brand-600" aria-hidden="true" />
              <h3 className="mt-3 font-bold text-lg">{title}</h3>
              <p className="mt-1 text-muted text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8">
        <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white">
          <h2 className="font-extrabold text-3xl">Bateu aquela vontade?</h2>
          <p className="mx-auto mt-2 max-w-md text-brand-100">
            29 sabores esperando por você na loja Frosty mais próxima.
          </p>
          <WantNowIsland
            label="Fazer meu pedido"
            className={cn(
              buttonVariants({ size: "lg", variant: "outline" }),
              "mt-6 border-white! text-brand-700",
            )}
          />
        </div>
      </section>
    </>
  );
}

export const head: PageHeadFn = ({ catalog, origin }) => ({
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  jsonLd: [organizationJsonLd(catalog.site, origin)],
});
