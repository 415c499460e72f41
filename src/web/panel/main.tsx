import { createRoot } from "react-dom/client";
import { createQueryClient } from "#web/lib/query-client.ts";
import { App } from "#web/panel/app/app.tsx";
import { preloadPage } from "#web/panel/app/router.tsx";
import "#web/styles.css";

/** The staff panel's entry (index.html): the shop's pages have their own (shop/entry-client.ts). */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const container = root;

function start() {
  createRoot(container).render(<App queryClient={createQueryClient()} />);
}

// A screen whose code fails to load still renders: its route then suspends, retries, and shows
// its error page if the code still does not come (lazy-page.ts).
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(start);
