import type { CatalogStore } from "#shared/catalog.ts";
import type { LatLng } from "#shared/geo.ts";
import { type StoreAtDistance, storesByDistance } from "./stores-by-distance.ts";

export interface NearbyOpenStore extends StoreAtDistance<CatalogStore> {
  /** It delivers to the bairro the customer chose at the closed store (by the bairro's name). */
  deliversToArea: boolean;
}

const sameName = (a: string, b: string) =>
  a.localeCompare(b, "pt-BR", { sensitivity: "base", ignorePunctuation: true }) === 0;

/** Where `store` stands: its own position, else a located store's of its city, else its state's. */
function positionOf(store: CatalogStore, stores: readonly CatalogStore[]): LatLng | null {
  const located =
    store.contact ??
    stores.find(
      (other) => other.contact && other.city === store.city && other.state === store.state,
    )?.contact ??
    stores.find((other) => other.contact && other.state === store.state)?.contact;
  return located ? { lat: located.lat, lng: located.lng } : null;
}

/**
 * The open stores a customer of the closed store `closed` can switch to, nearest to it first:
 * those that deliver to the customer's bairro (`areaName`, chosen at the closed store; matched
 * by name in the same city) lead, then the nearest others. At most `limit`.
 */
export function nearestOpenStores(
  stores: readonly CatalogStore[],
  closed: CatalogStore,
  areaName: string | null,
  limit = 3,
): NearbyOpenStore[] {
  const isCandidate = (store: CatalogStore) => store.isOpen && store.id !== closed.id;
  const open = stores.filter(isCandidate);
  const from = positionOf(closed, stores);
  const ranked: StoreAtDistance<CatalogStore>[] = from
    ? // Ranked among every store, so an unlocated one stands where its city's located one does.
      storesByDistance(stores, from).filter((row) => isCandidate(row.store))
    : // Nowhere known: its city's stores, then its state's, in their usual order.
      [...open]
        .sort(
          (a, b) =>
            Number(b.city === closed.city) - Number(a.city === closed.city) ||
            Number(b.state === closed.state) - Number(a.state === closed.state),
        )
        .map((store) => ({ store, distanceKm: null }));
  const delivers = (store: CatalogStore) =>
    areaName !== null &&
    store.city === closed.city &&
    store.deliveryAreas.some((area) => sameName(area.name, areaName));
  const withArea = ranked.map((row) => ({ ...row, deliversToArea: delivers(row.store) }));
  return [
    ...withArea.filter((row) => row.deliversToArea),
    ...withArea.filter((row) => !row.deliversToArea),
  ].slice(0, limit);
}
