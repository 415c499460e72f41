import type { FigureScope } from "#shared/admin-dashboard.ts";

/** What a set of figures counts, in a line: "Toda a rede", "Frosty Paulista (São Paulo/SP)", … */
export function scopeLabel(scope: FigureScope): string {
  if (scope.chain) return "Toda a rede";
  const [only] = scope.stores;
  if (scope.stores.length === 1 && only) return `${only.name} (${only.city}/${only.state})`;
  const names = scope.stores.map((store) => store.name);
  return `${names.slice(0, -1).join(", ")} e ${names.at(-1) ?? ""}`;
}
