import { createRoot } from "react-dom/client";
import { App } from "#web/panel/app/app.tsx";
import { createQueryClient } from "#web/panel/app/query-client.ts";
import { preloadPage } from "#web/panel/app/router.tsx";
import "#web/styles.css";

/** The staff panel's entry (index.html): the shop's pages have their own (shop/entry-client.ts). */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const container = root;

/**
 * Leaving the panel for a shop page is a plain navigation. The shared stylesheet asks for
 * cross-document View Transitions (styles.css: the shop's, between its own pages), and from the
 * panel's document Chromium may abort one, saying so in the console: the panel skips its own.
 */
interface PageSwapEvent extends Event {
  viewTransition: { skipTransition(): void; ready: Promise<void> } | null;
}
window.addEventListener("pageswap", (event) => {
  const transition = (event as PageSwapEvent).viewTransition;
  if (!transition) return;
  transition.ready.catch(() => undefined);
  transition.skipTransition();
});

function start() {
  createRoot(container).render(<App queryClient={createQueryClient()} />);
}

// A screen whose code fails to load still renders: its route then suspends, retries, and shows
// its error page if the code still does not come (lazy-page.ts).
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(start);
