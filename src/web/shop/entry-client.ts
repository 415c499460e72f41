/**
 * The shop's one script: a shop page arrives as a complete document rendered by the server
 * (entry-server.tsx); this hydrates its islands, each on its own, and mounts the toaster.
 * No router: moving between pages is a document navigation (docs/decisions/026).
 */
import "#web/styles.css";
import { hydrateIslands } from "./hydration/hydrate-islands.ts";
import { mountToaster } from "./hydration/toaster-root.tsx";

mountToaster();
hydrateIslands(document);
