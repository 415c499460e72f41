import { SHELL_GRANTOR_NAME } from "#shared/staff-team.ts";

/** "da Frosty Paulista", "de 2 lojas": how the screen's messages name a team's stores. */
export function storesPhrase(names: readonly string[]): string {
  return names.length === 1 ? `da ${names[0]}` : `de ${names.length} lojas`;
}

/** "por Bruna Sede", "pela linha de comando" */
export function byWhom(by: string): string {
  return by === SHELL_GRANTOR_NAME ? "pela linha de comando" : `por ${by}`;
}
