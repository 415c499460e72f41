import { describe, expect, it } from "vitest";
import type { CartItem } from "#shared/cart.ts";
import { lineCapHint } from "#shared/catalog.ts";
import { unitCapProblems } from "./unit-limits.ts";

const line = (productId: string, quantity: number): CartItem => ({
  productId,
  name: `Picolé ${productId}`,
  imageUrl: `/images/products/${productId}.svg`,
  basePriceCents: 899,
  size: "medio",
  sizeModifierCents: 0,
  addons: [],
  quantity,
});

describe("the unit caps of a cart", () => {
  it("hold back nothing within them, nor before the catalogue has said them", () => {
    const items = [line("1", 3), line("2", 2)];
    expect(unitCapProblems(items, { maxUnitsPerLine: 3, maxUnitsPerOrder: 5 })).toEqual({
      lines: new Map(),
      order: null,
    });
    expect(unitCapProblems([line("1", 500)], undefined)).toEqual({ lines: new Map(), order: null });
  });

  it("name each line over the line's cap, and an order over the order's", () => {
    const items = [line("1", 4), line("2", 2)];
    const { lines, order } = unitCapProblems(items, { maxUnitsPerLine: 3, maxUnitsPerOrder: 5 });
    expect(lines).toEqual(new Map([["1|medio", lineCapHint(3)]]));
    expect(lineCapHint(3)).toBe("Máximo de 3 unidades por item");
    expect(order).toBe("No máximo 5 unidades por pedido: seu carrinho tem 6.");
  });

  it("count a party box as its picolés against the order's cap", () => {
    const box: CartItem = {
      ...line("90", 1),
      boxParts: [{ productId: "2", name: "Limão", quantity: 20 }],
    };
    const { lines, order } = unitCapProblems([box, line("1", 1)], {
      maxUnitsPerLine: 3,
      maxUnitsPerOrder: 20,
    });
    expect(lines).toEqual(new Map());
    expect(order).toBe("No máximo 20 unidades por pedido: seu carrinho tem 21.");
  });
});
