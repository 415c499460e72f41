import { ChevronDown, SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS } from "#shared/order-terms.ts";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useCatalog } from "#web/panel/features/catalog-api.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { SearchBox } from "#web/panel/features/ui/search-box.tsx";
import { StoreSelect } from "#web/panel/features/ui/store-select.tsx";
import { useTypedSearch } from "#web/panel/features/ui/use-typed-search.ts";
import { StoreFilter } from "./store-filter.tsx";
import type { BoardFilters } from "./use-order-filters.ts";

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, "pt-BR"));

interface FilterProps {
  filters: BoardFilters;
  onChange(change: Partial<BoardFilters>): void;
}

/** HQ's view of the chain: a state, a city of it, a store of those. */
function ChainFilters({ filters, onChange }: FilterProps) {
  const stateId = useId();
  const cityId = useId();
  const { data: catalog } = useCatalog();
  const stores: CatalogStore[] = catalog?.stores ?? [];
  const inState = stores.filter((store) => !filters.state || store.state === filters.state);
  const inCity = inState.filter((store) => !filters.city || store.city === filters.city);
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={stateId}>Estado</Label>
        <Select
          id={stateId}
          value={filters.state}
          // Another state: its cities and stores are others.
          onChange={(event) => onChange({ state: event.target.value, city: "", storeId: "" })}
        >
          <option value="">Todos</option>
          {sorted(stores.map((store) => store.state)).map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={cityId}>Cidade</Label>
        <Select
          id={cityId}
          value={filters.city}
          onChange={(event) => onChange({ city: event.target.value, storeId: "" })}
        >
          <option value="">Todas</option>
          {sorted(inState.map((store) => store.city)).map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2">
        <StoreFilter
          storeId={filters.storeId}
          stores={inCity}
          onChange={(storeId) => onChange({ storeId })}
        />
      </div>
    </>
  );
}

/**
 * The board's filters: search (number, name, phone), where (HQ: state, city and store; staff
 * of several stores: one of theirs), receiving method and day. On a phone all but the search
 * fold away under "Filtros", to leave the screen to the orders.
 */
export function OrderFilters({
  filters,
  access,
  active,
  onChange,
  onClear,
}: FilterProps & {
  access: StaffAccess;
  active: boolean;
  onClear(): void;
}) {
  const methodId = useId();
  const dayId = useId();
  const moreId = useId();
  const [text, setText] = useTypedSearch(filters.q, (q) => onChange({ q }));
  const [unfolded, setUnfolded] = useState(false);
  const applied = [
    filters.storeId,
    filters.state,
    filters.city,
    filters.method,
    filters.day,
  ].filter(Boolean).length;
  return (
    <search className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm lg:grid-cols-4 lg:items-end">
      <SearchBox
        label="Buscar pedidos"
        className="col-span-2"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Número, nome ou telefone"
        maxLength={100}
        autoComplete="off"
      />
      <Button
        variant="outline"
        size="sm"
        className="col-span-2 justify-between! lg:hidden"
        aria-expanded={unfolded}
        aria-controls={moreId}
        onClick={() => setUnfolded((value) => !value)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          Filtros{applied > 0 ? ` (${applied})` : ""}
        </span>
        <ChevronDown
          className={cn("transition-transform", unfolded && "rotate-180")}
          aria-hidden="true"
        />
      </Button>
      <div id={moreId} className={cn(unfolded ? "contents" : "hidden", "lg:contents")}>
        {access.hq ? (
          <ChainFilters filters={filters} onChange={onChange} />
        ) : access.stores.length > 1 ? (
          <StoreSelect
            className="col-span-2"
            stores={access.stores}
            value={filters.storeId}
            onChange={(storeId) => onChange({ storeId })}
            allLabel="Todas as minhas lojas"
          />
        ) : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={methodId}>Recebimento</Label>
          <Select
            id={methodId}
            value={filters.method}
            onChange={(event) => onChange({ method: event.target.value as BoardFilters["method"] })}
          >
            <option value="">Todos</option>
            {DELIVERY_METHODS.map((method) => (
              <option key={method} value={method}>
                {DELIVERY_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={dayId}>Data</Label>
          <Input
            id={dayId}
            type="date"
            value={filters.day}
            onChange={(event) => onChange({ day: event.target.value })}
          />
        </div>
      </div>
      {active && (
        <Button variant="ghost" className="col-span-2 lg:col-span-1" onClick={onClear}>
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      )}
    </search>
  );
}
