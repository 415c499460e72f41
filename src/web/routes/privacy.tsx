// Placeholder while this page is being built (issue 16); replaced before the issue closes.
export function PrivacyPage() {
  return <h1>Política de privacidade</h1>;
}
