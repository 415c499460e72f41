import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { StoreDirectoryOnPage } from "#web/shop/islands/store-directory.tsx";

export const head: PageHeadFn = ({ catalog }) => ({
  title: pageTitle("Nossas lojas"),
  description:
    `As ${catalog.stores.length} lojas Frosty pelo Brasil, por estado: endereço, horário e ` +
    "rota até cada uma. Encontre a mais perto de você e peça para retirar ou receber em casa.",
});

/**
 * /lojas: every store by state, each a link to its page, in the server's HTML; the search and
 * "Perto de mim" make the list an island on first use.
 */
export function StoresPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-extrabold text-3xl">Nossas lojas</h1>
      <p className="mt-1 mb-6 text-muted">
        Encontre uma Frosty perto de você: retire seu pedido na loja ou receba em casa.
      </p>
      <StoreDirectoryOnPage />
    </section>
  );
}
