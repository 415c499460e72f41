import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { CATALOG_SCRIPT_ID, type CatalogWithSite } from "#shared/catalog.ts";

/** The API client loads with the first refresh: a catalogue page's islands never need it. */
const getCatalog = async () => (await import("#web/lib/api-client.ts")).api("get", "/api/catalog");

/**
 * The catalogue a shop page was rendered from. The server renders every page inside this
 * context; in the browser an island reads the copy the server embedded in the page (parsed the
 * first time an island asks), so the two renders agree and no island fetches it.
 */
export const CatalogContext = createContext<CatalogWithSite | null>(null);

let embedded: CatalogWithSite | undefined;

/** The catalogue embedded in this page (the server writes it into every shop page). */
export function embeddedCatalog(): CatalogWithSite {
  if (!embedded) {
    const json = document.getElementById(CATALOG_SCRIPT_ID)?.textContent;
    if (!json) throw new Error(`#${CATALOG_SCRIPT_ID} is missing from the page`);
    embedded = JSON.parse(json) as CatalogWithSite;
  }
  return embedded;
}

export function useCatalog(): CatalogWithSite {
  return useContext(CatalogContext) ?? embeddedCatalog();
}

let live: CatalogWithSite | undefined;
let refreshing: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Asks the server for the catalogue now (GET /api/catalog) and gives every island that reads
 * the live catalogue the answer. One request at a time; a failure leaves the last copy.
 */
export function refreshCatalog(): Promise<void> {
  refreshing ??= getCatalog()
    .then((catalog) => {
      live = catalog;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The catalogue as the server has it now, for islands that price or check an order (the cart,
 * the checkout): the page's copy first (the server rendered with it), then the server's
 * answer, asked for as the island mounts (the page may have come from the browser's cache).
 */
export function useLiveCatalog(): CatalogWithSite {
  const rendered = useCatalog();
  const current = useSyncExternalStore(
    subscribe,
    () => live ?? rendered,
    () => rendered,
  );
  useEffect(() => {
    void refreshCatalog();
  }, []);
  return current;
}
