import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { ConfirmationIsland } from "#web/shop/islands/confirmation.tsx";

export const head: PageHeadFn = () => ({
  title: pageTitle("Seu pedido"),
  description: "A confirmação e o andamento do seu pedido Frosty.",
  index: false,
});

/** /confirmacao: the order just placed in this browser (an island: the order is stored here). */
export function ConfirmationPage() {
  return <ConfirmationIsland />;
}
