import type { CatalogStore } from "#shared/catalog.ts";
import { distanceKm, type LatLng } from "#shared/geo.ts";

export interface StoreAtDistance<T> {
  store: T;
  /** Straight-line km to the store; null when the store's own position is not known. */
  distanceKm: number | null;
}

/** How well a store's position is known, best first: its own, its city's, its state's. */
const OWN = 0;
const CITY = 1;
const STATE = 2;
const UNKNOWN = 3;

type Locatable = Pick<CatalogStore, "city" | "state" | "contact">;

const cityKey = (store: Locatable) => `${store.city}/${store.state}`;

/**
 * The stores nearest first. Only some stores publish coordinates (the seed: one per area code),
 * so a store without them is placed where a located store of its city stands (else one of its
 * state), ranked after the located one at the same spot and shown without a distance: the
 * customer in Recife sees Recife's five stores first, not the one located store and then
 * Fortaleza. Stores of a state with no located store come last, in their usual order.
 */
export function storesByDistance<T extends Locatable>(
  stores: readonly T[],
  from: LatLng,
): StoreAtDistance<T>[] {
  const byCity = new Map<string, LatLng>();
  const byState = new Map<string, LatLng>();
  for (const { contact, city, state } of stores) {
    if (!contact) continue;
    const at = { lat: contact.lat, lng: contact.lng };
    const key = cityKey({ city, state, contact });
    if (!byCity.has(key)) byCity.set(key, at);
    if (!byState.has(state)) byState.set(state, at);
  }

  const ranked = stores.map((store, index) => {
    const city = byCity.get(cityKey(store));
    const state = byState.get(store.state);
    const [position, precision] = store.contact
      ? [store.contact, OWN]
      : city
        ? [city, CITY]
        : state
          ? [state, STATE]
          : [undefined, UNKNOWN];
    const km = position ? distanceKm(from, position) : Number.POSITIVE_INFINITY;
    return { store, km, precision, index };
  });
  ranked.sort((a, b) => a.km - b.km || a.precision - b.precision || a.index - b.index);
  return ranked.map(({ store, km, precision }) => ({
    store,
    distanceKm: precision === OWN ? km : null,
  }));
}
