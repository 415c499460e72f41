import { brStateName } from "#shared/br-states.ts";

export interface StateGroup<T> {
  /** Two-letter code: "PE". */
  uf: string;
  /** "Pernambuco". */
  name: string;
  stores: T[];
}

type Groupable = { name: string; city: string; state: string };

let collator: Intl.Collator | undefined;
/** Portuguese alphabetical order ("Águas Claras" with the A's), made on first use. */
const compare = (a: string, b: string) => {
  collator ??= new Intl.Collator("pt-BR");
  return collator.compare(a, b);
};

/**
 * The stores by state, as /lojas lists them: states by name, and in each state the stores by
 * city, then by name. The same on the server and in the browser (no locale of the visitor's).
 */
export function storesByState<T extends Groupable>(stores: readonly T[]): StateGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const store of stores) {
    const group = groups.get(store.state);
    if (group) group.push(store);
    else groups.set(store.state, [store]);
  }
  return [...groups]
    .map(([uf, members]) => ({
      uf,
      name: brStateName(uf),
      stores: members.sort((a, b) => compare(a.city, b.city) || compare(a.name, b.name)),
    }))
    .sort((a, b) => compare(a.name, b.name));
}
