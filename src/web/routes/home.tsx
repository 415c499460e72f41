import { STORE_COUNT } from "../../shared/stores.ts";
import { ProductGrid } from "../features/catalog/product-grid.tsx";

export function HomePage() {
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
          <p className="mt-4 font-semibold text-lg">{STORE_COUNT} lojas disponíveis</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="products-heading">
        <h2 id="products-heading" className="mb-4 font-extrabold text-2xl">
          Nossos Picolés
        </h2>
        <ProductGrid />
      </section>
    </>
  );
}
