import { ChevronRight, MapPin } from "lucide-react";
import type { CatalogStore } from "#shared/catalog.ts";
import { formatDistance } from "./format-distance.ts";
import { StoreOpenBadge } from "./store-open-badge.tsx";

/** A store in the /lojas list: the whole card opens its page. */
export function StoreCard({
  store,
  distanceKm = null,
}: {
  store: CatalogStore;
  distanceKm?: number | null;
}) {
  return (
    <a
      href={`/lojas/${store.id}`}
      className="flex h-full items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm transition-colors hover:border-brand-600"
    >
      <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-bold">{store.name}</span>
        <span className="block text-muted text-sm">{store.address}</span>
        <span className="block text-muted text-sm">
          {store.city} - {store.state}
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-2">
          <StoreOpenBadge isOpen={store.isOpen} pause={store.deliveriesPause} />
          {distanceKm !== null && (
            <span className="font-semibold text-brand-700 text-sm">
              {formatDistance(distanceKm)}
            </span>
          )}
        </span>
      </span>
      <ChevronRight className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
    </a>
  );
}
