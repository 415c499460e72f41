import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useStoreStock } from "#web/panel/features/store-stock/api.ts";
import { StoreChooser } from "#web/panel/features/store-stock/store-chooser.tsx";
import { StoreOpeningForm } from "#web/panel/features/store-stock/store-opening-form.tsx";
import { useAdminStores } from "#web/panel/features/stores/api.ts";
import { StoreOpeningChoice } from "#web/panel/features/stores/store-opening-choice.tsx";

/** The store HQ (or staff of several stores) counted last on this device. */
const LAST_STORE_KEY = "frosty-abertura-loja";

function lastStore(): string | null {
  try {
    return localStorage.getItem(LAST_STORE_KEY);
  } catch {
    return null;
  }
}

/**
 * Abertura da loja: whether the store takes orders (Aberta, Só retirada, Fechada) and its
 * flavours with their counts and "esgotado" switches, set on a phone or the counter's tablet. The store is in the address (?loja=), so a link opens it;
 * without one, the last store counted here, else the staff member's first store.
 */
export function StoreOpeningPage() {
  const { data: stores, isPending, isError } = useAdminStores("");
  const [params, setParams] = useSearchParams();
  const known = (id: string | null) => stores?.some((store) => store.id === id) ?? false;
  const wanted = params.get("loja");
  const storeId = known(wanted)
    ? wanted
    : known(lastStore())
      ? lastStore()
      : (stores?.[0]?.id ?? null);
  const stock = useStoreStock(storeId);
  const chosen = stores?.find((store) => store.id === storeId);
  const dirty = useRef(false);

  useEffect(() => {
    if (!storeId) return;
    try {
      localStorage.setItem(LAST_STORE_KEY, storeId);
    } catch {
      // A browser that keeps nothing just opens the first store next time.
    }
  }, [storeId]);

  const choose = (id: string) => {
    if (dirty.current && !window.confirm("Descartar as alterações que não foram salvas?")) return;
    setParams({ loja: id }, { replace: true });
  };

  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <div>
        <h1 className="font-extrabold text-3xl">Abertura da loja</h1>
        <p className="mt-1 text-muted text-sm">
          Conte os picolés de cada sabor, marque os esgotados e salve: a loja online passa a vender
          só o que a loja tem.
        </p>
      </div>
      {isPending && <p role="status">Carregando lojas...</p>}
      {isError && <p role="alert">Não foi possível carregar as lojas.</p>}
      {stores && storeId && <StoreChooser stores={stores} value={storeId} onChange={choose} />}
      {chosen && (
        <section aria-labelledby="store-orders-heading" className="flex flex-col gap-2">
          <h2 id="store-orders-heading" className="font-bold text-lg">
            Pedidos da loja
          </h2>
          <StoreOpeningChoice store={chosen} />
        </section>
      )}
      {stores?.length === 0 && <p role="status">Nenhuma loja para contar.</p>}
      {stock.isPending && storeId && <p role="status">Carregando estoque...</p>}
      {stock.isError && (
        <p role="alert" className="font-semibold text-red-700">
          {stock.error.message}
        </p>
      )}
      {stock.data && stock.data.store.id === storeId && (
        // A fresh form for each store: nothing typed for one store is saved to another.
        <StoreOpeningForm
          key={storeId}
          stock={stock.data}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
        />
      )}
    </div>
  );
}
