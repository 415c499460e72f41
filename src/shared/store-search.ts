import { brStateName } from "./br-states.ts";

interface SearchableStore {
  name: string;
  city: string;
  state: string;
  address: string;
}

/**
 * Text as a search compares it: lower case, accents and cedillas gone (NFD splits "ã" into "a"
 * and a combining tilde, which is then dropped), so "sao paulo" meets "São Paulo" and
 * "goiania" meets "Goiânia".
 */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");
}

/**
 * Each store's fields as search keys, made once per store object: the picker searches 138 stores
 * on every keystroke. The state is searchable by code and by name ("SP", "São Paulo").
 */
const keysByStore = new WeakMap<SearchableStore, readonly string[]>();

function storeKeys(store: SearchableStore): readonly string[] {
  let keys = keysByStore.get(store);
  if (!keys) {
    keys = [store.name, store.city, store.state, brStateName(store.state), store.address].map(
      searchKey,
    );
    keysByStore.set(store, keys);
  }
  return keys;
}

/**
 * Substring match on name, city, state (code or name) or address, ignoring case and
 * accents: "sao paulo" finds every store in the state of São Paulo, "brasilia" finds Brasília.
 */
export function searchStores<T extends SearchableStore>(stores: readonly T[], query: string): T[] {
  const needle = searchKey(query.trim());
  if (!needle) return [...stores];
  return stores.filter((store) => storeKeys(store).some((field) => field.includes(needle)));
}

export function storeCountLabel(count: number): string {
  return count === 1 ? "1 loja encontrada" : `${count} lojas encontradas`;
}
