// Placeholder while this page is being built (issue 16); replaced before the issue closes.
export function TermsPage() {
  return <h1>Termos de compra</h1>;
}
