import { ChevronDown, Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/utils.ts";
import { StoreFilter } from "./store-filter.tsx";
import type { BoardFilters } from "./use-order-filters.ts";

/** Typing must pause this long before the board searches: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

const selectClass =
  "h-11 w-full rounded-xl border border-ink/30 bg-white px-3 text-base disabled:opacity-50";

export function OrderFilters({
  filters,
  active,
  onChange,
  onClear,
}: {
  filters: BoardFilters;
  active: boolean;
  onChange(change: Partial<BoardFilters>): void;
  onClear(): void;
}) {
  const searchId = useId();
  const methodId = useId();
  const dayId = useId();
  const moreId = useId();
  const [text, setText] = useState(filters.q);
  // On a phone the store, method and date fields fold away under "Filtros" to leave the
  // screen to the orders; a wide screen always shows them.
  const [unfolded, setUnfolded] = useState(false);
  const applied = [filters.storeId, filters.method, filters.day].filter(Boolean).length;
  const latest = useRef(onChange);
  latest.current = onChange;

  // The address can change under the box (back button, "Limpar filtros"): follow it.
  useEffect(
    () => setText((current) => (current.trim() === filters.q ? current : filters.q)),
    [filters.q],
  );
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => latest.current({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  return (
    <search className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end">
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor={searchId}>Buscar pedidos</Label>
        <div className="relative">
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Número, nome ou telefone"
            maxLength={100}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
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
        <div className="col-span-2 lg:col-span-1">
          <StoreFilter storeId={filters.storeId} onChange={(storeId) => onChange({ storeId })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={methodId}>Recebimento</Label>
          <select
            id={methodId}
            className={selectClass}
            value={filters.method}
            onChange={(event) => onChange({ method: event.target.value as BoardFilters["method"] })}
          >
            <option value="">Todos</option>
            {DELIVERY_METHODS.map((method) => (
              <option key={method} value={method}>
                {DELIVERY_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
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
