// Placeholder while this page is being built (issue 16); replaced before the issue closes.
export function StorePage() {
  return <h1>Loja</h1>;
}
