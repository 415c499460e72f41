// Placeholder while this page is being built (issue 16); replaced before the issue closes.
export function OrderTrackingPage() {
  return <h1>Pedido</h1>;
}
