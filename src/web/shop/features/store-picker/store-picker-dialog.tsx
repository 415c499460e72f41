import { Check, MapPin } from "lucide-react";
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { pickupOnlyLabel } from "#shared/deliveries-pause.ts";
import { searchStores } from "#shared/store-search.ts";
import { STORE_CLOSED_LABEL } from "#shared/store-status.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { chooseStore } from "#web/shop/features/stores/choose-store.ts";
import { formatDistance } from "#web/shop/features/stores/format-distance.ts";
import { StoreSearchControls } from "#web/shop/features/stores/store-search-controls.tsx";
import { storesByDistance } from "#web/shop/features/stores/stores-by-distance.ts";
import { useNearMe } from "#web/shop/features/stores/use-near-me.ts";
import { useStorePicker } from "./store-picker-state.ts";

/**
 * The list (138 stores) is drawn ROWS_PER_STEP rows at a time, each step a transition of its
 * own: opening the picker (by itself, on the home page) never blocks a cheap phone's main
 * thread for long, and the whole list is there a moment later.
 */
const ROWS_PER_STEP = 20;

export function StorePickerDialog() {
  const { open, setOpen, returnFocusTo } = useStorePicker();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        // Opened from several places, not a Radix trigger: hand the focus back by hand.
        onCloseAutoFocus={(event) => {
          if (returnFocusTo?.isConnected) {
            event.preventDefault();
            returnFocusTo.focus();
          }
        }}
      >
        <DialogTitle>Escolha sua loja Frosty</DialogTitle>
        <DialogDescription>Retire seu pedido na loja mais perto de você.</DialogDescription>
        {open && <StoreList onChosen={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StoreList({ onChosen }: { onChosen(): void }) {
  const data = useCatalog();
  const selected = useCartStore((state) => state.selectedStore);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const { nearMe, toggle: toggleNearMe } = useNearMe();
  const found = useMemo(
    () => searchStores(data?.stores ?? [], deferredQuery),
    [data?.stores, deferredQuery],
  );
  const position = nearMe.status === "on" ? nearMe.position : null;
  const entries = useMemo(
    () =>
      position
        ? storesByDistance(found, position)
        : found.map((store) => ({ store, distanceKm: null })),
    [found, position],
  );
  const [drawn, setDrawn] = useState(ROWS_PER_STEP);
  useEffect(() => {
    if (drawn >= entries.length) return;
    const next = setTimeout(() => startTransition(() => setDrawn(drawn + ROWS_PER_STEP)), 0);
    return () => clearTimeout(next);
  }, [drawn, entries.length]);
  const rows = entries.slice(0, drawn);

  // A new order starts at its top: the nearest store, or the first of the usual order.
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes
  useEffect(() => {
    if (list.current) list.current.scrollTop = 0;
  }, [position]);

  const choose = (store: CatalogStore) => {
    chooseStore(store);
    onChosen();
  };

  return (
    <>
      <StoreSearchControls
        query={query}
        onQueryChange={setQuery}
        count={found.length}
        nearMe={nearMe}
        onNearMeToggle={toggleNearMe}
      />
      <ul ref={list} className="-mx-1 max-h-[400px] overflow-y-auto px-1" aria-label="Lojas">
        {rows.map(({ store, distanceKm }) => {
          const isSelected = store.id === selected?.id;
          return (
            <li key={store.id} className="py-1">
              <button
                type="button"
                onClick={() => choose(store)}
                aria-current={isSelected ? "true" : undefined}
                className={cn(
                  "flex w-full items-start gap-3 rounded-xl border p-3 text-left hover:border-brand-600",
                  isSelected ? "border-brand-600 bg-brand-50" : "border-brand-100",
                )}
              >
                <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="flex-1">
                  <span className="block font-bold">{store.name}</span>
                  <span className="block text-muted text-sm">{store.address}</span>
                  <span className="block text-muted text-sm">
                    {store.city} - {store.state}
                  </span>
                  {/* Still choosable (to order later): the checkout says it takes no order now. */}
                  {!store.isOpen ? (
                    <span
                      className="mt-1 inline-block rounded-full bg-ink/10 px-2 py-0.5 font-semibold text-xs"
                      data-testid="store-closed"
                    >
                      {STORE_CLOSED_LABEL}
                    </span>
                  ) : (
                    store.deliveriesPause && (
                      <span
                        className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900 text-xs"
                        data-testid="store-pickup-only"
                      >
                        {pickupOnlyLabel(store.deliveriesPause, new Date())}
                      </span>
                    )
                  )}
                </span>
                {distanceKm !== null && (
                  <span className="shrink-0 font-semibold text-brand-700 text-sm">
                    {formatDistance(distanceKm)}
                  </span>
                )}
                {isSelected && (
                  <Check className="size-5 shrink-0 text-brand-700" aria-label="Loja selecionada" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
