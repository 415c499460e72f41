// Placeholder while this page is being built (issue 16); replaced before the issue closes.
export function StoresPage() {
  return <h1>Lojas</h1>;
}
