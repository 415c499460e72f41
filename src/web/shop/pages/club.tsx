import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { ClubIsland } from "#web/shop/islands/club.tsx";

export const head: PageHeadFn = ({ catalog }) => ({
  title: pageTitle("Clube Frosty"),
  description: `Clube Frosty: cashback em reais em cada pedido, para usar em qualquer uma das ${catalog.stores.length} lojas Frosty. Entre só com o seu celular.`,
});

/**
 * /clube: Clube Frosty. One frame for everyone (the server keeps it per catalogue); who is
 * signed in, the wallet and the rules are the island's (islands/club.tsx).
 */
export function ClubPage() {
  const { stores } = useCatalog();
  return <ClubIsland storeCount={stores.length} />;
}
