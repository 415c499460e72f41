import type {
  StoreStock,
  StoreStockLine,
  StoreStockLineInput,
} from "#shared/store-stock-schemas.ts";

/** What staff set on one flavour, and the count the screen showed when they started. */
export interface LineEdit {
  stockQuantity: number;
  isAvailable: boolean;
  /** The count the save sends as expectedStockQuantity (see the PUT's description). */
  expectedStockQuantity: number;
}

/** The flavours staff touched, by product id; the others show the stock as last read. */
export type StockDraft = ReadonlyMap<string, LineEdit>;

/** A line as the screen shows it: the stored one, or what staff set on it. */
export function shownLine(
  line: StoreStockLine,
  draft: StockDraft,
): StoreStockLine & { edited: boolean } {
  const edit = draft.get(line.productId);
  if (!edit) return { ...line, edited: false };
  return {
    ...line,
    stockQuantity: edit.stockQuantity,
    isAvailable: edit.isAvailable,
    edited: edit.stockQuantity !== line.stockQuantity || edit.isAvailable !== line.isAvailable,
  };
}

/**
 * Staff set a flavour's count or switch. The first touch remembers the count it was shown at,
 * and keeps it, however often the stock is read again meanwhile: that is what orders must not
 * have changed for a new count to be saved.
 */
export function edited(
  draft: StockDraft,
  line: StoreStockLine,
  change: Partial<Pick<LineEdit, "stockQuantity" | "isAvailable">>,
): StockDraft {
  const current = draft.get(line.productId) ?? {
    stockQuantity: line.stockQuantity,
    isAvailable: line.isAvailable,
    expectedStockQuantity: line.stockQuantity,
  };
  return new Map(draft).set(line.productId, { ...current, ...change });
}

/** The lines a save sends: every touched flavour whose count or switch differs from the stock. */
export function linesToSave(stock: StoreStock, draft: StockDraft): StoreStockLineInput[] {
  return stock.lines.flatMap((line) => {
    const edit = draft.get(line.productId);
    if (!edit) return [];
    // Set back to what the store holds now: nothing to save.
    const changed =
      edit.stockQuantity !== line.stockQuantity || edit.isAvailable !== line.isAvailable;
    return changed ? [{ productId: line.productId, ...edit }] : [];
  });
}

/**
 * After a 409 (orders changed counts staff retyped), the screen shows the counts as they are
 * now beside what staff typed; saving again means "yes, my count": the refused lines now
 * expect the count read now.
 */
export function acknowledged(draft: StockDraft, fresh: StoreStock, productIds: readonly string[]) {
  const next = new Map(draft);
  for (const id of productIds) {
    const edit = next.get(id);
    const now = fresh.lines.find((line) => line.productId === id);
    if (edit && now) next.set(id, { ...edit, expectedStockQuantity: now.stockQuantity });
  }
  return next;
}
