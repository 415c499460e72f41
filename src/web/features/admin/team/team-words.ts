/** "a Frosty Paulista", "2 lojas": how the screen's messages name stores. */
export function storesPhrase(names: readonly string[]): string {
  return names.length === 1 ? `a ${names[0]}` : `${names.length} lojas`;
}
