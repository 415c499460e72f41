import { useId, useMemo, useState } from "react";
import { brStateName } from "#shared/br-states.ts";
import { searchKey, searchStores } from "#shared/store-search.ts";
import { type StoreTargets, storeCount } from "#shared/store-targets.ts";
import { cn } from "./cn.ts";
import { SearchBox } from "./search-box.tsx";
import { storeLabel } from "./store-label.ts";

/** How HQ names the stores an action reaches. */
export type TargetMode = "all" | "states" | "cities" | "stores";

const MODE_LABELS: Record<TargetMode, string> = {
  all: "Todas as lojas",
  states: "Por estado",
  cities: "Por cidade",
  stores: "Lojas escolhidas",
};

/** What the picker holds: the mode, and what is ticked in each (kept when the mode changes). */
export interface TargetChoice {
  mode: TargetMode;
  states: string[];
  /** "SP|Campinas" */
  cities: string[];
  storeIds: string[];
}

export const emptyChoice = (mode: TargetMode): TargetChoice => ({
  mode,
  states: [],
  cities: [],
  storeIds: [],
});

/** The targets the API takes for the mode chosen (what is ticked in the other modes is left). */
export function choiceTargets(choice: TargetChoice): StoreTargets {
  switch (choice.mode) {
    case "all":
      return { all: true };
    case "states":
      return { states: choice.states };
    case "cities":
      return {
        cities: choice.cities.map((key) => {
          const [state = "", city = ""] = key.split("|");
          return { state, city };
        }),
      };
    case "stores":
      return { storeIds: choice.storeIds };
  }
}

export interface TargetStore {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
}

interface Option {
  value: string;
  label: string;
  detail?: string;
  disabled?: boolean;
}

const byLabel = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** One option per state or per city, each with its number of stores (less the excluded one). */
function groupOptions(
  stores: readonly TargetStore[],
  keyOf: (store: TargetStore) => string,
  labelOf: (store: TargetStore) => string,
  exclude: string | undefined,
): Option[] {
  const groups = new Map<string, { label: string; count: number }>();
  for (const store of stores) {
    const key = keyOf(store);
    const group = groups.get(key) ?? { label: labelOf(store), count: 0 };
    if (store.id !== exclude) group.count++;
    groups.set(key, group);
  }
  return [...groups]
    .map(([value, { label, count }]) => ({
      value,
      label,
      detail: storeCount(count),
      disabled: count === 0,
    }))
    .sort((a, b) => byLabel.compare(a.label, b.label));
}

/**
 * Chooses the stores an HQ action reaches among the chain's 138: every store, whole states,
 * whole cities or stores one by one, with a filter over the list. `exclude` (a copy's source)
 * is shown but cannot be ticked. The caller shows the resulting count.
 */
export function StoreTargetsPicker({
  stores,
  choice,
  onChange,
  modes,
  exclude,
  legend,
}: {
  /** Names the choice ("Copiar para", "Em quais lojas"). */
  legend: string;
  stores: readonly TargetStore[];
  choice: TargetChoice;
  onChange(choice: TargetChoice): void;
  modes: readonly TargetMode[];
  exclude?: string;
}) {
  const name = useId();
  const [filter, setFilter] = useState("");
  const options = useMemo((): Option[] => {
    if (choice.mode === "states") {
      return groupOptions(
        stores,
        (store) => store.state,
        (store) => `${brStateName(store.state)} (${store.state})`,
        exclude,
      );
    }
    if (choice.mode === "cities") {
      return groupOptions(
        stores,
        (store) => `${store.state}|${store.city}`,
        (store) => `${store.city} - ${store.state}`,
        exclude,
      );
    }
    return stores.map((store) => ({
      value: store.id,
      label: storeLabel(store),
      detail: store.id === exclude ? "esta loja" : undefined,
      disabled: store.id === exclude,
    }));
  }, [stores, choice.mode, exclude]);

  const shown = useMemo(() => {
    if (!filter.trim()) return options;
    if (choice.mode === "stores") {
      const ids = new Set(searchStores(stores, filter).map((store) => store.id));
      return options.filter((option) => ids.has(option.value));
    }
    const needle = searchKey(filter.trim());
    return options.filter((option) => searchKey(option.label).includes(needle));
  }, [options, filter, stores, choice.mode]);

  const field = choice.mode === "all" ? null : choice.mode === "stores" ? "storeIds" : choice.mode;
  const ticked = new Set(field ? choice[field] : []);
  const setTicked = (values: Set<string>) => {
    if (field) onChange({ ...choice, [field]: [...values] });
  };
  const toggle = (value: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(value);
    else next.delete(value);
    setTicked(next);
  };
  const selectable = shown.filter((option) => !option.disabled);

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 font-semibold text-sm">{legend}</legend>
        {modes.map((mode) => (
          <label
            key={mode}
            className={cn(
              "inline-flex h-9 cursor-pointer items-center rounded-full border px-3 font-semibold text-sm",
              "has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-2",
              choice.mode === mode
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-brand-200 bg-white text-brand-700 hover:bg-brand-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={choice.mode === mode}
              onChange={() => {
                setFilter("");
                onChange({ ...choice, mode });
              }}
              className="sr-only"
            />
            {MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      {field && (
        <>
          <SearchBox
            label={
              choice.mode === "stores"
                ? "Filtrar lojas"
                : choice.mode === "cities"
                  ? "Filtrar cidades"
                  : "Filtrar estados"
            }
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={choice.mode === "stores" ? "Nome, bairro, cidade ou estado" : "Nome"}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-muted">
              {ticked.size} {ticked.size === 1 ? "marcado" : "marcados"}
            </span>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
              disabled={selectable.length === 0}
              onClick={() => setTicked(new Set([...ticked, ...selectable.map((o) => o.value)]))}
            >
              Marcar {filter.trim() ? "os exibidos" : "todos"}
            </button>
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
              disabled={ticked.size === 0}
              onClick={() => setTicked(new Set())}
            >
              Desmarcar todos
            </button>
          </div>
          <ul
            className="max-h-64 min-h-24 overflow-y-auto rounded-xl border border-brand-100"
            aria-label={MODE_LABELS[choice.mode]}
          >
            {shown.length === 0 && <li className="p-3 text-muted text-sm">Nada encontrado.</li>}
            {shown.map((option) => (
              <li key={option.value} className="border-brand-50 border-b last:border-b-0">
                <label
                  className={cn(
                    "flex min-h-11 items-center gap-3 px-3 py-2 text-sm",
                    option.disabled ? "text-muted" : "cursor-pointer hover:bg-brand-50",
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-brand-600"
                    checked={ticked.has(option.value)}
                    disabled={option.disabled}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1">{option.label}</span>
                  {option.detail && <span className="text-muted text-xs">{option.detail}</span>}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
