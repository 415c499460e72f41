import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { StaffStore } from "#shared/staff-auth-schemas.ts";
import { useStaffSession } from "#web/features/admin/staff-session-context.ts";
import { adminStoreQueries } from "./api.ts";

const storeLabel = (store: StaffStore) => `${store.name} — ${store.city}/${store.state}`;

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Stores by state, the states in order, each state's stores by name. */
function byState(stores: readonly StaffStore[]): [string, StaffStore[]][] {
  const groups = new Map<string, StaffStore[]>();
  for (const store of stores) groups.set(store.state, [...(groups.get(store.state) ?? []), store]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => [state, list.sort((a, b) => byName.compare(a.name, b.name))]);
}

/**
 * Which stores a screen's figures count: HQ chooses the whole chain or one of the 138 stores,
 * staff of several stores all of theirs or one; staff of one store have nothing to choose (the
 * page names their store). A native select: the phone's own picker, typing jumps to a name.
 */
export function StoreScopeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange(storeId: string): void;
}) {
  const id = useId();
  const { access } = useStaffSession();
  // HQ's choice is every store, off the site too (their past sales still count).
  const { data: chain } = useQuery({ ...adminStoreQueries.search(""), enabled: access.hq });
  if (!access.hq && access.stores.length <= 1) return null;
  const stores = access.hq ? (chain ?? []) : access.stores;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        Loja
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-xl border border-ink/30 bg-white px-3 text-base sm:w-96"
      >
        <option value="">{access.hq ? "Toda a rede" : "Todas as minhas lojas"}</option>
        {/* While the list loads, the store in the address keeps its place. */}
        {access.hq && value && !stores.some((store) => store.id === value) && (
          <option value={value}>Loja {value}</option>
        )}
        {access.hq
          ? byState(stores).map(([state, list]) => (
              <optgroup key={state} label={state}>
                {list.map((store) => (
                  <option key={store.id} value={store.id}>
                    {storeLabel(store)}
                  </option>
                ))}
              </optgroup>
            ))
          : stores.map((store) => (
              <option key={store.id} value={store.id}>
                {storeLabel(store)}
              </option>
            ))}
      </select>
    </div>
  );
}
