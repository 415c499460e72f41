import { useId } from "react";
import { type InitialStock, initialStockSchema } from "#shared/admin-products.ts";
import { MAX_STORE_STOCK } from "#shared/store-stock.ts";
import { resolveStoreTargets, storeCount } from "#shared/store-targets.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { useAdminStores } from "#web/panel/features/stores/api.ts";
import {
  choiceTargets,
  emptyChoice,
  StoreTargetsPicker,
  type TargetChoice,
} from "#web/panel/features/ui/store-targets-picker.tsx";

/** The launch as the dialog holds it: off, or a quantity (as typed) and the stores chosen. */
export interface InitialStockDraft {
  enabled: boolean;
  quantity: string;
  choice: TargetChoice;
}

export const NO_INITIAL_STOCK: InitialStockDraft = {
  enabled: false,
  quantity: "",
  choice: emptyChoice("all"),
};

/** The body's initialStock, or the first problem with it, checked by the server's schema. */
export function initialStockOf(draft: InitialStockDraft): {
  initialStock?: InitialStock;
  error?: string;
} {
  if (!draft.enabled) return {};
  const parsed = initialStockSchema.safeParse({
    quantity: draft.quantity.trim() === "" ? Number.NaN : Number(draft.quantity),
    stores: choiceTargets(draft.choice),
  });
  return parsed.success
    ? { initialStock: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? "Estoque inicial inválido" };
}

/**
 * "Estoque inicial" of a new picolé: the units each chosen store starts with (every store, some
 * states or stores one by one). The other stores hold none, as for any new flavour: sold out
 * there until they count it in (Abertura da loja).
 */
export function InitialStockField({
  draft,
  onChange,
  error,
}: {
  draft: InitialStockDraft;
  onChange(draft: InitialStockDraft): void;
  error?: string;
}) {
  const headingId = useId();
  const { data: stores } = useAdminStores("");
  const count = stores
    ? resolveStoreTargets(stores, choiceTargets(draft.choice)).storeIds.length
    : 0;

  return (
    <section
      className="flex flex-col gap-3 rounded-xl bg-brand-50/60 p-3"
      aria-labelledby={headingId}
      data-testid="initial-stock"
    >
      <h3 id={headingId} className="font-bold">
        Estoque inicial
      </h3>
      <label className="flex items-center gap-2 font-semibold text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={draft.enabled}
          onChange={(event) => onChange({ ...draft, enabled: event.target.checked })}
        />
        Lançar com estoque em lojas escolhidas
      </label>
      <p className="text-muted text-sm">
        {draft.enabled
          ? "As lojas escolhidas começam com esta quantidade. As outras ficam sem estoque (esgotado) até contarem o picolé na Abertura da loja."
          : "Sem estoque inicial, nenhuma loja vende o picolé até contar o estoque dele na Abertura da loja."}
      </p>
      {draft.enabled && (
        <>
          <FormField
            label="Unidades em cada loja"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_STORE_STOCK}
            step={1}
            className="max-w-40"
            value={draft.quantity}
            onChange={(event) => onChange({ ...draft, quantity: event.target.value })}
          />
          {stores ? (
            <StoreTargetsPicker
              stores={stores}
              choice={draft.choice}
              onChange={(choice) => onChange({ ...draft, choice })}
              modes={["all", "states", "stores"]}
              legend="Em quais lojas"
            />
          ) : (
            <p role="status">Carregando lojas...</p>
          )}
          <p className="font-semibold text-sm" aria-live="polite" data-testid="initial-stock-count">
            Estoque inicial em {storeCount(count)}
          </p>
        </>
      )}
      {error && (
        <p role="alert" className="font-semibold text-red-700 text-sm">
          {error}
        </p>
      )}
    </section>
  );
}
