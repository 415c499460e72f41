import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { STOCK_CHANGED } from "#shared/store-stock.ts";
import type { StoreStock } from "#shared/store-stock-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { storeStockQueries, useSaveStoreStock } from "./api.ts";
import { acknowledged, edited, linesToSave, type StockDraft, shownLine } from "./stock-draft.ts";
import { StockLineRow } from "./stock-line-row.tsx";
import { StockSummary } from "./stock-summary.tsx";

const flavours = (count: number) => `${count} ${count === 1 ? "sabor" : "sabores"}`;

/**
 * The store's flavours in one list, each with its count and "Esgotado" switch, and one save
 * for all of them. Only what staff changed is sent, each line with the count it was shown at:
 * if orders changed a count staff retyped, the save is refused as a whole and those lines say
 * what the store holds now; saving again keeps the typed count.
 */
export function StoreOpeningForm({
  stock,
  onDirtyChange,
}: {
  stock: StoreStock;
  /** Whether there are changes not saved yet (the page asks before switching store). */
  onDirtyChange(dirty: boolean): void;
}) {
  const queryClient = useQueryClient();
  const storeId = stock.store.id;
  const save = useSaveStoreStock(storeId);
  const [draft, setDraft] = useState<StockDraft>(new Map());
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [conflicts, setConflicts] = useState<ReadonlyMap<string, string>>(new Map());
  /** Why the last save failed: said in the save bar, where staff look (a toast would cover it). */
  const [failure, setFailure] = useState<string | null>(null);

  const lines = stock.lines.map((line) => shownLine(line, draft));
  const changes = linesToSave(stock, draft);
  const dirty = changes.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const markValidity = (productId: string, valid: boolean) =>
    setInvalid((current) => {
      if (valid !== current.has(productId)) return current;
      const next = new Set(current);
      if (valid) next.delete(productId);
      else next.add(productId);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid.size > 0) {
      setFailure("Corrija as quantidades marcadas antes de salvar.");
      return;
    }
    if (changes.length === 0) return;
    setFailure(null);
    try {
      await save.mutateAsync(changes);
      setDraft(new Map());
      setConflicts(new Map());
      toast.success("Estoque salvo", {
        description: `${flavours(changes.length)} ${changes.length === 1 ? "atualizado" : "atualizados"}.`,
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === STOCK_CHANGED) {
        const refused = new Map<string, string>();
        for (const issue of error.issues ?? []) {
          const line = changes[Number(issue.path[1])];
          if (line) refused.set(line.productId, issue.message);
        }
        const fresh = await queryClient.fetchQuery(storeStockQueries.ofStore(storeId));
        setDraft((current) => acknowledged(current, fresh, [...refused.keys()]));
        setConflicts(refused);
      }
      setFailure(error instanceof Error ? error.message : "Não foi possível salvar o estoque.");
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <StockSummary lines={lines} lowStockBelow={stock.lowStockBelow} />
      <ul className="flex flex-col gap-3" aria-label="Sabores">
        {lines.map((line) => {
          const base = stock.lines.find((stored) => stored.productId === line.productId) ?? line;
          return (
            <StockLineRow
              key={line.productId}
              line={line}
              edited={line.edited}
              lowStockBelow={stock.lowStockBelow}
              conflict={conflicts.get(line.productId)}
              onCount={(stockQuantity) =>
                setDraft((current) => edited(current, base, { stockQuantity }))
              }
              onAvailable={(isAvailable) =>
                setDraft((current) => edited(current, base, { isAvailable }))
              }
              onValidity={(valid) => markValidity(line.productId, valid)}
            />
          );
        })}
      </ul>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-brand-100 border-t bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        {failure && (
          <p role="alert" className="font-semibold text-red-700 text-sm">
            {failure}
          </p>
        )}
        <div className="flex items-center gap-3">
          <p className="flex-1 text-sm" aria-live="polite">
            {changes.length === 0
              ? "Nenhuma alteração"
              : `${flavours(changes.length)} ${changes.length === 1 ? "alterado" : "alterados"}`}
          </p>
          <Button type="submit" size="lg" disabled={changes.length === 0 || save.isPending}>
            {save.isPending ? "Salvando..." : "Salvar estoque"}
          </Button>
        </div>
      </div>
    </form>
  );
}
