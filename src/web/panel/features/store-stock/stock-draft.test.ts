import { describe, expect, it } from "vitest";
import type { StoreStock, StoreStockLine } from "#shared/store-stock-schemas.ts";
import { acknowledged, edited, linesToSave, type StockDraft, shownLine } from "./stock-draft.ts";

const line = (productId: string, stockQuantity: number, isAvailable = true): StoreStockLine => ({
  productId,
  name: `Picolé ${productId}`,
  imageUrl: `/images/products/${productId}.svg`,
  stockQuantity,
  isAvailable,
  orderable: isAvailable && stockQuantity > 0,
  lowStock: stockQuantity < 80,
});

const stockOf = (...lines: StoreStockLine[]): StoreStock => ({
  store: { id: "1", name: "Frosty Paulista", city: "São Paulo", state: "SP" },
  lowStockBelow: 80,
  lines,
});

describe("the opening screen's draft", () => {
  it("sends only the flavours staff changed, each with the count it was shown at", () => {
    const stock = stockOf(line("1", 100), line("2", 40), line("3", 0));
    let draft: StockDraft = new Map();
    draft = edited(draft, line("1", 100), { stockQuantity: 120 });
    draft = edited(draft, line("2", 40), { isAvailable: false });
    // Touched, then set back: nothing to save.
    draft = edited(draft, line("3", 0), { stockQuantity: 5 });
    draft = edited(draft, line("3", 0), { stockQuantity: 0 });
    expect(linesToSave(stock, draft)).toEqual([
      { productId: "1", stockQuantity: 120, isAvailable: true, expectedStockQuantity: 100 },
      { productId: "2", stockQuantity: 40, isAvailable: false, expectedStockQuantity: 40 },
    ]);
    expect(shownLine(line("1", 100), draft)).toMatchObject({ stockQuantity: 120, edited: true });
    expect(shownLine(line("3", 0), draft)).toMatchObject({ stockQuantity: 0, edited: false });
  });

  it("keeps the count first shown, however often the stock is read again while staff type", () => {
    let draft: StockDraft = edited(new Map(), line("1", 100), { stockQuantity: 101 });
    // An order took 2 meanwhile; a fresh read shows 98 under the typed count.
    draft = edited(draft, line("1", 98), { stockQuantity: 102 });
    expect(linesToSave(stockOf(line("1", 98)), draft)).toEqual([
      { productId: "1", stockQuantity: 102, isAvailable: true, expectedStockQuantity: 100 },
    ]);
  });

  it("after a refusal, expects the count read now for the refused lines only", () => {
    let draft: StockDraft = edited(new Map(), line("1", 100), { stockQuantity: 150 });
    draft = edited(draft, line("2", 60), { stockQuantity: 70 });
    const fresh = stockOf(line("1", 97), line("2", 55));
    draft = acknowledged(draft, fresh, ["1"]);
    expect(linesToSave(fresh, draft)).toEqual([
      { productId: "1", stockQuantity: 150, isAvailable: true, expectedStockQuantity: 97 },
      { productId: "2", stockQuantity: 70, isAvailable: true, expectedStockQuantity: 60 },
    ]);
  });
});
