interface SearchableStore {
  name: string;
  city: string;
  state: string;
  address: string;
}

/** Case-insensitive substring match on name, city, state or address (SPEC §5). */
export function searchStores<T extends SearchableStore>(stores: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("pt-BR");
  if (!needle) return [...stores];
  return stores.filter((store) =>
    [store.name, store.city, store.state, store.address].some((field) =>
      field.toLocaleLowerCase("pt-BR").includes(needle),
    ),
  );
}

export function storeCountLabel(count: number): string {
  return count === 1 ? "1 loja encontrada" : `${count} lojas encontradas`;
}
