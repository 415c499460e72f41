import { useState } from "react";
import { BR_STATE_CODES } from "#shared/admin-coupons.ts";
import { brStateName } from "#shared/br-states.ts";
import { Input } from "#web/components/ui/input.tsx";
import { useAdminStores } from "#web/panel/features/stores/api.ts";
import { storeLabel } from "#web/panel/features/ui/store-label.ts";

const toggled = (list: readonly string[], item: string, on: boolean) =>
  on ? [...list, item] : list.filter((other) => other !== item);

const byLabel = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/**
 * "Onde vale": the states and the stores a coupon works in (either admits a store); nothing
 * chosen, every store. The chain's 138 stores are filtered by what is typed.
 */
export function CouponScopeFields({
  states,
  storeIds,
  onStatesChange,
  onStoreIdsChange,
}: {
  states: string[];
  storeIds: string[];
  onStatesChange(states: string[]): void;
  onStoreIdsChange(storeIds: string[]): void;
}) {
  const [filter, setFilter] = useState("");
  const stores = useAdminStores("").data ?? [];
  const typed = filter.trim().toLocaleLowerCase("pt-BR");
  const shown = stores
    .filter(
      (store) =>
        storeIds.includes(store.id) || storeLabel(store).toLocaleLowerCase("pt-BR").includes(typed),
    )
    // The marked stores first, then by name.
    .sort(
      (a, b) =>
        Number(storeIds.includes(b.id)) - Number(storeIds.includes(a.id)) ||
        byLabel.compare(storeLabel(a), storeLabel(b)),
    );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium text-sm">Onde vale</legend>
      <p className="text-muted text-sm">
        Sem estado nem loja marcados, vale em todas as lojas. Com os dois, vale nas lojas marcadas e
        em todas as dos estados marcados.
      </p>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm">
          Estados {states.length > 0 && `(${states.length})`}
        </legend>
        <div className="grid grid-cols-6 gap-1 sm:grid-cols-9">
          {BR_STATE_CODES.map((uf) => (
            <label
              key={uf}
              title={brStateName(uf)}
              className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-ink/15 font-semibold text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="checkbox"
                className="absolute inset-0 cursor-pointer opacity-0"
                checked={states.includes(uf)}
                onChange={(event) => onStatesChange(toggled(states, uf, event.target.checked))}
              />
              {uf}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm">
          Lojas {storeIds.length > 0 && `(${storeIds.length} marcadas)`}
        </legend>
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filtrar por nome, cidade ou UF"
          aria-label="Filtrar lojas"
        />
        <ul className="max-h-48 overflow-y-auto rounded-lg border border-ink/15">
          {shown.map((store) => (
            <li key={store.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm hover:bg-brand-50">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={storeIds.includes(store.id)}
                  onChange={(event) =>
                    onStoreIdsChange(toggled(storeIds, store.id, event.target.checked))
                  }
                />
                {storeLabel(store)}
              </label>
            </li>
          ))}
          {shown.length === 0 && <li className="px-3 py-2 text-muted text-sm">Nenhuma loja.</li>}
        </ul>
      </fieldset>
    </fieldset>
  );
}
