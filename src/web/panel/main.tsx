import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { CATALOG_SCRIPT_ID, type CatalogWithSite } from "#shared/catalog.ts";
import { catalogQueries } from "#web/shop/features/catalog/api.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { App } from "#web/panel/app/app.tsx";
import { preloadPage } from "#web/panel/app/router.tsx";
import "#web/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const queryClient = createQueryClient();
// A server-rendered page carries the catalogue it was rendered from: the first render uses it.
const catalog = document.getElementById(CATALOG_SCRIPT_ID)?.textContent;
if (catalog) {
  queryClient.setQueryData(catalogQueries.all(), JSON.parse(catalog) as CatalogWithSite);
}

function start(container: HTMLElement) {
  const app = (
    <App queryClient={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  );
  // The shop's pages come rendered by the server; the staff panel's come empty.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// A page whose code fails to load still renders: its route then suspends, retries, and shows
// its error page if the code still does not come (lazy-page.ts).
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => start(root));
