import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { CatalogLoadError } from "#web/shop/features/catalog/catalog-load-error.tsx";
import { StoreDirectory } from "#web/shop/features/stores/store-directory.tsx";

export const head: PageHeadFn = ({ catalog }) => ({
  title: pageTitle("Nossas lojas"),
  description:
    `As ${catalog.stores.length} lojas Frosty pelo Brasil, por estado: endereço, horário e ` +
    "rota até cada uma. Encontre a mais perto de você e peça para retirar ou receber em casa.",
});

export function StoresPage() {
  const data = useCatalog();

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-extrabold text-3xl">Nossas lojas</h1>
      <p className="mt-1 mb-6 text-muted">
        Encontre uma Frosty perto de você: retire seu pedido na loja ou receba em casa.
      </p>
      {data ? (
        <StoreDirectory stores={data.stores} />
      ) : isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-11 w-full max-w-2xl" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : (
        isError && <CatalogLoadError what="as lojas" onRetry={() => refetch()} />
      )}
    </section>
  );
}
