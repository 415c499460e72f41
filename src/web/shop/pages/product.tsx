import type { CatalogWithSite } from "#shared/catalog.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { ProductDetail } from "#web/shop/features/product/product-detail.tsx";
import { productDescription } from "#web/shop/features/seo/page-descriptions.ts";
import { productJsonLd } from "#web/shop/features/seo/structured-data.ts";
import { BoxBuilderIsland } from "#web/shop/islands/box-builder.tsx";
import { ProductFormIsland } from "#web/shop/islands/product-form.tsx";

/** /produto/:id: the flavour (or the party box, built here); an id the catalogue does not know says so (a 404, see head). */
export function ProductPage({
  catalog,
  params,
}: {
  catalog: CatalogWithSite;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const product = catalog.products.find((candidate) => candidate.id === params.id);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {product ? (
        <ProductDetail
          product={product}
          form={
            product.box ? (
              <BoxBuilderIsland
                productId={product.id}
                addButtonClass={buttonVariants({ size: "lg" })}
              />
            ) : (
              <ProductFormIsland
                productId={product.id}
                addButtonClass={buttonVariants({ size: "lg" })}
              />
            )
          }
        />
      ) : (
        <div className="flex flex-col items-center py-16 text-center">
          <h1 className="font-extrabold text-2xl">Produto não encontrado</h1>
          <p className="mt-2 text-muted">Esse sabor não está no nosso cardápio.</p>
          <a href="/cardapio" className={cn(buttonVariants(), "mt-6")}>
            Ver o cardápio
          </a>
        </div>
      )}
    </section>
  );
}

export const head: PageHeadFn = ({ params, catalog, origin }) => {
  const product = catalog.products.find((candidate) => candidate.id === params.id);
  if (!product) {
    return {
      title: pageTitle("Produto não encontrado"),
      description: "Esse sabor não está no nosso cardápio.",
      status: 404,
    };
  }
  return {
    title: pageTitle(product.name),
    description: productDescription(product),
    image: `/og/produto/${encodeURIComponent(product.id)}.png`,
    lcpImage: product.imageUrl,
    type: "product",
    jsonLd: [productJsonLd(product, origin, product.soldOut ? "OutOfStock" : "InStock")],
  };
};
