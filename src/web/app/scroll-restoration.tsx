// Placeholder while scroll restoration is being built (issue 16); replaced before it closes.
export function ScrollRestoration() {
  return null;
}
