import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { StoreDirectory } from "#web/shop/features/stores/store-directory.tsx";
import { island } from "#web/shop/hydration/island.tsx";

/**
 * /lojas: every store by state, in the server's HTML (links that work without JavaScript). The
 * search and "Perto de mim" hydrate it on first use; the stores come from the page's own copy of
 * the catalogue, not from its props.
 */
export default function StoreDirectoryIsland() {
  return <StoreDirectory stores={useCatalog().stores} />;
}

export const StoreDirectoryOnPage = island("store-directory", StoreDirectoryIsland, "interaction");
