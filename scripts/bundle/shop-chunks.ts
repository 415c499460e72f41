/**
 * How the shop's first load is cut into files (vite.config.ts). Left to itself the bundler
 * makes a file of every module two islands share: a product page's first load was ~25 files of
 * 0.1–2 KB, and on a phone's connection (HTTP/1.1, six connections, 400 ms a round trip) they
 * came in waves, seconds after their bytes could have. Instead, by what imports a module
 * statically:
 * - `react`: React and react-dom (both apps use them);
 * - `shop-base`: what the shop's script and the header's islands (on every shop page) import;
 * - `shop-catalogue`: what the islands of the catalogue pages (the product's form, the menu's
 *   tabs, the chosen store's marks, the cart bar) import beyond the base.
 * Each island stays a file of its own (the server preloads it by its name in the manifest).
 * A module loaded lazily, or only by another page's island, goes where the bundler puts it; so
 * do the icons, whose package's barrel imports every one of them (grouping comes before
 * tree-shaking, and a group would take them all).
 */
interface ModuleInfo {
  importers: readonly string[];
}
interface ChunkContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ICONS =
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]|lucide-react\.mjs)/;
const ENTRY = /[\\/]src[\\/]web[\\/]shop[\\/]entry-client\.ts$/;
/** An island stays a file of its own: the server preloads it by its name in the manifest. */
const ANY_ISLAND = /[\\/]src[\\/]web[\\/]shop[\\/]islands[\\/]/;
const island = (names: string) =>
  new RegExp(`[\\\\/]src[\\\\/]web[\\\\/]shop[\\\\/]islands[\\\\/](${names})\\.tsx$`);
const BASE_ISLANDS = island("cart-link|store-button");
const CATALOGUE_ISLANDS = island(
  "product-form|store-availability|category-tabs|mobile-cart-bar|want-now|store-hours|order-at-store",
);

/** Whether `id` is imported, through static imports only, by a module `root` matches. */
function staticallyFrom(root: RegExp) {
  const known = new Map<string, boolean>();
  const reaches = (id: string, ctx: ChunkContext, seen: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (root.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (ctx.getModuleInfo(id)?.importers ?? []).some((by) => reaches(by, ctx, seen));
  };
  return (id: string, ctx: ChunkContext) => {
    const found = reaches(id, ctx, new Set());
    known.set(id, found);
    return found;
  };
}

export function shopChunks() {
  const inBase = staticallyFrom(new RegExp(`${ENTRY.source}|${BASE_ISLANDS.source}`));
  const inCatalogue = staticallyFrom(CATALOGUE_ISLANDS);
  const grouped = (id: string) =>
    !(REACT.test(id) || ICONS.test(id) || ENTRY.test(id) || ANY_ISLAND.test(id));
  return {
    groups: [
      { name: "react", test: REACT, priority: 30 },
      {
        name: (id: string, ctx: ChunkContext) =>
          grouped(id) && inBase(id, ctx) ? "shop-base" : null,
        priority: 20,
      },
      {
        name: (id: string, ctx: ChunkContext) =>
          grouped(id) && inCatalogue(id, ctx) ? "shop-catalogue" : null,
        priority: 10,
      },
    ],
  };
}
