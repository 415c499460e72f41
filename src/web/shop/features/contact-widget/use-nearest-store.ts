import { useEffect, useMemo, useRef, useState } from "react";
import type { CatalogStore, StoreContact } from "#shared/catalog.ts";
import { type LatLng, nearest } from "#shared/geo.ts";
import { currentPosition } from "#web/shop/features/stores/current-position.ts";

export interface ContactableStore extends CatalogStore {
  contact: StoreContact;
}

export type NearestStoreState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; store: ContactableStore }
  | { status: "denied" }
  | { status: "none" };

type Lookup = { status: "idle" | "searching" | "denied" } | { status: "located"; position: LatLng };

/**
 * The nearest-shop lookup: starts once the widget is open; with geolocation the
 * browser position is requested, without it the lookup is denied at once. A position or a
 * denial is final for the page's lifetime (no retry). `stores` is undefined while the
 * catalogue loads: the card keeps searching until both the position and the stores are known.
 * "none" means located, but no store has contact details (or the stores failed to load).
 */
export function useNearestStore(
  active: boolean,
  stores: readonly CatalogStore[] | undefined,
): NearestStoreState {
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });
  // Guards against a second request (React StrictMode runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    if (!("geolocation" in navigator)) {
      setLookup({ status: "denied" });
      return;
    }
    setLookup({ status: "searching" });
    currentPosition().then(
      (position) => setLookup({ status: "located", position }),
      () => setLookup({ status: "denied" }),
    );
  }, [active]);

  const contactable = useMemo(() => stores?.filter(isContactable), [stores]);

  return useMemo((): NearestStoreState => {
    if (lookup.status !== "located") return lookup;
    if (!contactable) return { status: "searching" };
    const closest = nearest(
      lookup.position,
      contactable.map((store) => ({ ...store.contact, store })),
    );
    return closest ? { status: "found", store: closest.store } : { status: "none" };
  }, [lookup, contactable]);
}

function isContactable(store: CatalogStore): store is ContactableStore {
  return store.contact !== null;
}
