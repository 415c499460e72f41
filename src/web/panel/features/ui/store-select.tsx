import { useId } from "react";
import { Select } from "#web/components/ui/select.tsx";
import { cn } from "./cn.ts";
import { storeLabel } from "./store-label.ts";

export interface StoreOption {
  id: string;
  name: string;
  city: string;
  state: string;
}

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Stores by state, the states in order, each state's stores by name. */
function byState(stores: readonly StoreOption[]): [string, StoreOption[]][] {
  const groups = new Map<string, StoreOption[]>();
  for (const store of stores) groups.set(store.state, [...(groups.get(store.state) ?? []), store]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => [state, list.sort((a, b) => byName.compare(a.name, b.name))]);
}

function StoreOptions({ stores }: { stores: readonly StoreOption[] }) {
  return stores.map((store) => (
    <option key={store.id} value={store.id}>
      {storeLabel(store)}
    </option>
  ));
}

/**
 * "Loja": one store out of a list, in a native select (the phone's own picker; typing jumps to a
 * name). `allLabel` offers every store at once (the empty value); `groupByState` groups a long
 * list (the chain's 138) by state; `keepUnlisted` keeps a store the list does not hold yet (the
 * one in the address while the list loads) in its place. `className` places the whole field,
 * `selectClassName` sizes the select.
 */
export function StoreSelect({
  stores,
  value,
  onChange,
  allLabel,
  groupByState = false,
  keepUnlisted = false,
  className,
  selectClassName,
}: {
  stores: readonly StoreOption[];
  value: string;
  onChange(storeId: string): void;
  allLabel?: string;
  groupByState?: boolean;
  keepUnlisted?: boolean;
  className?: string;
  selectClassName?: string;
}) {
  const id = useId();
  const unlisted = keepUnlisted && value !== "" && !stores.some((store) => store.id === value);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      {/* A plain label, styled as components/ui/label.tsx: importing that one here alone would
          split it from Input into a chunk of its own, which the checkout, at its budget, then
          loads apart (decision 009). */}
      <label htmlFor={id} className="font-semibold text-sm">
        Loja
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClassName}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {unlisted && <option value={value}>Loja {value}</option>}
        {groupByState ? (
          byState(stores).map(([state, list]) => (
            <optgroup key={state} label={state}>
              <StoreOptions stores={list} />
            </optgroup>
          ))
        ) : (
          <StoreOptions stores={stores} />
        )}
      </Select>
    </div>
  );
}
