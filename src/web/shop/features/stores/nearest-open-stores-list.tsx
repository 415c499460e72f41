import type { CatalogStore } from "#shared/catalog.ts";
import { pickupOnlyLabel } from "#shared/deliveries-pause.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { chooseStore } from "./choose-store.ts";
import { formatDistance } from "./format-distance.ts";
import { nearestOpenStores } from "./nearest-open-stores.ts";

/**
 * The open stores nearest the closed one the customer chose, each switched to with one tap
 * (the cart stays; lines the new store cannot sell are said at once). Those that deliver to
 * the customer's bairro come first. Loaded only when a chosen store is closed.
 */
export default function NearestOpenStoresList({
  closed,
  areaName,
}: {
  closed: CatalogStore;
  areaName: string | null;
}) {
  const stores = useCatalog().stores;
  if (!stores) return null;
  const rows = nearestOpenStores(stores, closed, areaName);
  if (rows.length === 0) return null;
  const now = new Date();
  return (
    <div className="mt-3" data-testid="nearest-open-stores">
      <p className="font-semibold">Lojas abertas perto dela:</p>
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map(({ store, distanceKm, deliversToArea }) => (
          <li
            key={store.id}
            className="flex items-center gap-3 rounded-xl border border-amber-200 bg-white p-3"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-bold">{store.name}</span>
              <span className="block text-muted text-xs">
                {[
                  distanceKm !== null
                    ? formatDistance(distanceKm)
                    : `${store.city} - ${store.state}`,
                  deliversToArea && areaName ? `entrega em ${areaName}` : null,
                  store.deliveriesPause ? pickupOnlyLabel(store.deliveriesPause, now) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </span>
            <button
              type="button"
              onClick={() => chooseStore(store)}
              className="min-h-11 shrink-0 rounded-xl bg-brand-600 px-3 font-semibold text-sm text-white hover:bg-brand-700"
            >
              Pedir aqui<span className="sr-only"> ({store.name})</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
