import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { OrderTrackingIsland } from "#web/shop/islands/order-tracking.tsx";

// The order is not in the catalogue: the server renders the frame and the browser reads it.
export const head: PageHeadFn = () => ({
  title: pageTitle("Acompanhar pedido"),
  description: "Acompanhe o andamento do seu pedido Frosty.",
  index: false,
});

/**
 * /pedido/:id?token=…: one frame for every order (the server keeps it per pattern), filled in
 * by its island from the page's address (islands/order-tracking.tsx).
 */
export function OrderTrackingPage() {
  return <OrderTrackingIsland />;
}
