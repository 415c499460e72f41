import { Check, MapPin, Search } from "lucide-react";
import { startTransition, useDeferredValue, useEffect, useState } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { searchStores, storeCountLabel } from "#shared/store-search.ts";
import { STORE_CLOSED_LABEL } from "#shared/store-status.ts";
import { linesUnavailableAt, unavailableInCartMessage } from "#shared/store-stock.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { useCatalog } from "#web/features/catalog/api.ts";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";
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
  const { data } = useCatalog();
  const selected = useCartStore((state) => state.selectedStore);
  const selectStore = useCartStore((state) => state.selectStore);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const stores = searchStores(data?.stores ?? [], deferredQuery);
  const [drawn, setDrawn] = useState(ROWS_PER_STEP);
  useEffect(() => {
    if (drawn >= stores.length) return;
    const next = setTimeout(() => startTransition(() => setDrawn(drawn + ROWS_PER_STEP)), 0);
    return () => clearTimeout(next);
  }, [drawn, stores.length]);
  const rows = stores.slice(0, drawn);

  const choose = (store: CatalogStore) => {
    const changed = store.id !== selected?.id;
    selectStore(store);
    onChosen();
    // The cart was built for another store (or none): say at once what this one cannot sell.
    const lines = linesUnavailableAt(useCartStore.getState().items, store.unavailableProductIds);
    if (changed && lines.length > 0) {
      toast.error(`Itens indisponíveis em ${store.name}`, {
        description: unavailableInCartMessage(
          store.name,
          lines.map((line) => line.name),
        ),
      });
    }
  };

  return (
    <>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Buscar por cidade, bairro ou loja..."
          aria-label="Buscar por cidade, bairro ou loja..."
          className="h-11 w-full rounded-xl border border-brand-200 pr-3 pl-9 text-base"
        />
      </div>
      <p className="text-muted text-sm" aria-live="polite">
        {storeCountLabel(stores.length)}
      </p>
      <ul className="-mx-1 max-h-[400px] overflow-y-auto px-1" aria-label="Lojas">
        {rows.map((store) => {
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
                  {/* Still choosable: a closed store takes delivery orders, not pickups. */}
                  {!store.isOpen && (
                    <span
                      className="mt-1 inline-block rounded-full bg-ink/10 px-2 py-0.5 font-semibold text-xs"
                      data-testid="store-closed"
                    >
                      {STORE_CLOSED_LABEL}
                      <span className="sr-only"> para retirada</span>
                    </span>
                  )}
                </span>
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
