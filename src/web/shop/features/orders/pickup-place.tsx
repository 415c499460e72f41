import { Clock, MapPin, Navigation } from "lucide-react";
import type { CatalogStore } from "#shared/catalog.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/utils.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { weekHoursSummary } from "#web/shop/features/stores/store-hours-text.ts";
import { fullAddress, storeDirectionsUrl } from "#web/shop/features/stores/store-links.ts";

type OrderStore = CustomerOrderView["store"];

/**
 * Where a pickup is collected: the store's address, its hours and "Como chegar" (Google Maps, in
 * a new tab, to its coordinates when it publishes them). The order names the store; its hours and
 * coordinates come from the catalogue (`live`), left out until it has loaded.
 */
export function PickupPlace({
  store,
  live,
}: {
  store: OrderStore;
  live: Pick<CatalogStore, "contact" | "openingHours"> | null;
}) {
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="pickup-place-heading"
      data-testid="pickup-place"
    >
      <h2 id="pickup-place-heading" className="mb-2 font-bold text-lg">
        Onde retirar
      </h2>
      {/* data-keep-clear: the floating contact button stays off what is to be read here. */}
      <p className="flex gap-2" data-keep-clear>
        <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <span>
          <span className="font-semibold">{store.name}</span>
          <br />
          {fullAddress(store)}
        </span>
      </p>
      {live && (
        <p className="mt-2 flex gap-2 text-sm" data-testid="pickup-hours" data-keep-clear>
          <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {live.openingHours ? (
            <span>
              <span className="sr-only">Horário: </span>
              {weekHoursSummary(live.openingHours)}
            </span>
          ) : (
            <span className="text-muted">A loja ainda não publicou seu horário.</span>
          )}
        </p>
      )}
      <a
        href={storeDirectionsUrl({ ...store, contact: live?.contact ?? null })}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: "outline" }), "mt-4 print:hidden")}
      >
        <Navigation aria-hidden="true" />
        Como chegar
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </section>
  );
}

/** PickupPlace for an order, with the store's hours and coordinates read from the catalogue. */
export function OrderPickupPlace({ store }: { store: OrderStore }) {
  const live = useCatalog().stores.find((candidate) => candidate.id === store.id) ?? null;
  return <PickupPlace store={store} live={live} />;
}
