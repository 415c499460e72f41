// Placeholder while this page is being built (issue 16); replaced before the issue closes.
export function MyOrdersPage() {
  return <h1>Meus pedidos</h1>;
}
