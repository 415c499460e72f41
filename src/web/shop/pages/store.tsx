import { Link, useParams } from "react-router";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { CatalogLoadError } from "#web/shop/features/catalog/catalog-load-error.tsx";
import { StoreDetail } from "#web/shop/features/stores/store-detail.tsx";
import { weekHoursSummary } from "#web/shop/features/stores/store-hours-text.ts";
import { fullAddress, storeTitle } from "#web/shop/features/stores/store-links.ts";
import { storeStructuredData } from "#web/shop/features/stores/store-structured-data.ts";

export const head: PageHeadFn = ({ params, catalog, origin }) => {
  const store = catalog.stores.find((candidate) => candidate.id === params.id);
  if (!store) {
    return {
      title: pageTitle("Loja não encontrada"),
      description: "Essa loja não está na nossa lista. Veja todas as lojas Frosty.",
      status: 404,
    };
  }
  const hours = store.openingHours ? ` Horário: ${weekHoursSummary(store.openingHours)}.` : "";
  return {
    title: pageTitle(storeTitle(store)),
    description: `${store.name}: ${fullAddress(store)}.${hours} Peça pela internet e retire na loja ou receba em casa.`,
    jsonLd: [storeStructuredData(store, origin)],
  };
};

export function StorePage() {
  const { id } = useParams();
  const data = useCatalog();
  const store = data?.stores.find((candidate) => candidate.id === id);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {store && data ? (
        <StoreDetail store={store} site={data.site} />
      ) : isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24 w-full max-w-md" />
          <Skeleton className="h-64 w-full max-w-md" />
        </div>
      ) : !data ? (
        <CatalogLoadError what="a loja" onRetry={() => refetch()} />
      ) : (
        <div className="flex flex-col items-center py-16 text-center">
          <h1 className="font-extrabold text-2xl">Loja não encontrada</h1>
          <p className="mt-2 text-muted">Essa loja não está na nossa lista.</p>
          <a href="/lojas" className={cn(buttonVariants(), "mt-6")}>
            Ver todas as lojas
          </a>
        </div>
      )}
    </section>
  );
}
