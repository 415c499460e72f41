import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { searchStores } from "#shared/store-search.ts";
import { StoreCard } from "./store-card.tsx";
import { StoreSearchControls } from "./store-search-controls.tsx";
import { storesByDistance } from "./stores-by-distance.ts";
import { storesByState } from "./stores-by-state.ts";
import { useNearMe } from "./use-near-me.ts";

const GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3";
const SEARCH_ID = "lojas-busca";

/**
 * /lojas: every store, by state, with the picker's search and "Perto de mim". The search starts
 * empty and "Perto de mim" off, so the server renders (and the browser hydrates) the full list.
 * Hydrated on first use (islands/store-directory.tsx): what was typed while its code came in is
 * taken up once it is.
 */
export function StoreDirectory({ stores }: { stores: readonly CatalogStore[] }) {
  const [query, setQuery] = useState("");
  useEffect(() => {
    const typed = document.getElementById(SEARCH_ID);
    if (typed instanceof HTMLInputElement && typed.value) setQuery(typed.value);
  }, []);
  const deferredQuery = useDeferredValue(query);
  const { nearMe, toggle } = useNearMe();
  const found = useMemo(() => searchStores(stores, deferredQuery), [stores, deferredQuery]);
  const position = nearMe.status === "on" ? nearMe.position : null;
  const nearest = useMemo(
    () => (position ? storesByDistance(found, position) : null),
    [found, position],
  );
  const groups = useMemo(() => storesByState(found), [found]);

  return (
    <div className="grid gap-6">
      <div className="max-w-2xl">
        <StoreSearchControls
          inputId={SEARCH_ID}
          query={query}
          onQueryChange={setQuery}
          count={found.length}
          nearMe={nearMe}
          onNearMeToggle={toggle}
        />
      </div>
      {found.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-muted shadow-sm">
          Nenhuma loja encontrada. Tente o nome da cidade, do bairro ou da loja.
        </p>
      ) : nearest ? (
        <section aria-labelledby="nearest-heading">
          <h2 id="nearest-heading" className="mb-3 font-extrabold text-xl">
            Mais perto de você
          </h2>
          <ol className={GRID} aria-label="Lojas por distância">
            {nearest.map(({ store, distanceKm }) => (
              <li key={store.id}>
                <StoreCard store={store} distanceKm={distanceKm} />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        groups.map((group) => (
          <section key={group.uf} aria-labelledby={`estado-${group.uf}`}>
            <h2
              id={`estado-${group.uf}`}
              className="mb-3 flex items-baseline gap-2 font-extrabold text-xl"
            >
              {group.name}
              <span className="font-semibold text-muted text-sm">
                {group.uf} · {group.stores.length === 1 ? "1 loja" : `${group.stores.length} lojas`}
              </span>
            </h2>
            <ul className={GRID} aria-label={`Lojas em ${group.name}`}>
              {group.stores.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
