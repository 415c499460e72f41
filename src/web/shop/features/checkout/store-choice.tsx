import { Store } from "lucide-react";
import { STORE_CLOSED_LABEL } from "#shared/store-status.ts";
import { useStorePicker } from "#web/shop/features/store-picker/store-picker-state.ts";
import { useChosenStore } from "./use-chosen-store.ts";

/** The store the order goes to (and where a pickup is collected). */
export function StoreChoice() {
  const { store, isClosed } = useChosenStore();
  const openPicker = useStorePicker((state) => state.setOpen);
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="store-heading">
      <h2 id="store-heading" className="mb-3 font-bold text-lg">
        Loja
      </h2>
      <div className="flex items-start gap-3">
        <Store className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        {store ? (
          <p className="flex-1 text-sm">
            <span className="block font-bold text-base">
              {store.name}
              {isClosed && (
                <span className="ml-2 rounded-full bg-ink/10 px-2 py-0.5 align-middle font-semibold text-xs">
                  {STORE_CLOSED_LABEL}
                </span>
              )}
            </span>
            {store.address}, {store.city} - {store.state}
          </p>
        ) : (
          <p className="flex-1 text-sm">Nenhuma loja escolhida.</p>
        )}
        <button
          type="button"
          className="font-semibold text-brand-700 text-sm underline"
          onClick={() => openPicker(true)}
        >
          {store ? "Trocar loja" : "Escolher loja"}
        </button>
      </div>
    </section>
  );
}
