import type { CatalogWithSite } from "#shared/catalog.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { StoreDetail } from "#web/shop/features/stores/store-detail.tsx";
import { weekHoursSummary } from "#web/shop/features/stores/store-hours-text.ts";
import { fullAddress, storeTitle } from "#web/shop/features/stores/store-links.ts";
import { storeStructuredData } from "#web/shop/features/stores/store-structured-data.ts";
import { OrderAtStoreIsland } from "#web/shop/islands/order-at-store.tsx";
import { StoreHoursIsland } from "#web/shop/islands/store-hours.tsx";

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

/** /lojas/:id: the store's page, in the server's HTML; its islands are small and few. */
export function StorePage({
  catalog,
  params,
}: {
  catalog: CatalogWithSite;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const store = catalog.stores.find((candidate) => candidate.id === params.id);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {store ? (
        <StoreDetail
          store={store}
          site={catalog.site}
          orderHere={<OrderAtStoreIsland storeId={store.id} />}
          hours={
            store.openingHours && (
              <StoreHoursIsland hours={store.openingHours} timeZone={store.timeZone} />
            )
          }
        />
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
