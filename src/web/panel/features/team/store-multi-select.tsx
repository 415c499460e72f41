import { Check, X } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { searchStores, storeCountLabel } from "#shared/store-search.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { SearchBox } from "#web/panel/features/ui/search-box.tsx";

export interface PickableStore {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
}

/**
 * Several stores out of the chain's 138: searched as the shop's store picker searches them
 * (name, city, state or address), ticked one by one or every store the search found at once.
 * The chosen ones stay listed above the search; stores the person already has are shown ticked
 * and cannot be chosen again.
 */
export function StoreMultiSelect({
  stores,
  selected,
  onChange,
  already = [],
}: {
  stores: readonly PickableStore[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** Stores the person already works at. */
  already?: readonly string[];
}) {
  const listId = useId();
  const [query, setQuery] = useState("");
  const found = searchStores(stores, useDeferredValue(query));
  const chosen = new Set(selected);
  const has = new Set(already);
  const byId = new Map(stores.map((store) => [store.id, store]));
  const choosable = found.filter((store) => !has.has(store.id));
  const allFoundChosen = choosable.length > 0 && choosable.every((store) => chosen.has(store.id));

  const toggle = (id: string) =>
    onChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const chooseFound = () =>
    onChange([...new Set([...selected, ...choosable.map((store) => store.id)])]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 font-semibold text-sm">Lojas</legend>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Lojas escolhidas">
          {selected.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => toggle(id)}
                className="inline-flex items-center gap-1 rounded-full bg-brand-600 py-1 pr-2 pl-3 font-semibold text-sm text-white hover:bg-brand-700"
              >
                {byId.get(id)?.name ?? `Loja ${id}`}
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">(tirar da escolha)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted text-sm">Nenhuma loja escolhida ainda.</p>
      )}
      <SearchBox
        label="Buscar loja"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Cidade, bairro, estado ou nome"
        aria-controls={listId}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted text-sm" aria-live="polite">
          {storeCountLabel(found.length)}
        </p>
        {query.trim() !== "" && choosable.length > 1 && !allFoundChosen && (
          <button
            type="button"
            onClick={chooseFound}
            className="font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            Escolher as {choosable.length} encontradas
          </button>
        )}
      </div>
      <ul
        id={listId}
        className="flex max-h-64 flex-col overflow-y-auto rounded-xl border border-brand-100"
        aria-label="Lojas encontradas"
      >
        {found.map((store) => {
          const owned = has.has(store.id);
          const checked = owned || chosen.has(store.id);
          return (
            <li key={store.id} className="border-brand-50 border-b last:border-b-0">
              <label
                className={cn(
                  "flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-brand-50",
                  owned && "cursor-default opacity-70 hover:bg-transparent",
                )}
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-600"
                  checked={checked}
                  disabled={owned}
                  onChange={() => toggle(store.id)}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold">{store.name}</span>
                  <span className="text-muted text-xs">
                    {store.city} - {store.state} · loja {store.id}
                    {owned && " · já é da equipe"}
                  </span>
                </span>
                {checked && <Check className="size-4 text-brand-700" aria-hidden="true" />}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
