import { describe, expect, it } from "vitest";
import { productSeeds } from "#server/db/seed/products-data.ts";
import type { CatalogProduct } from "#shared/catalog.ts";
import {
  clampText,
  DESCRIPTION_MAX,
  flavourOf,
  menuDescription,
  productDescription,
} from "./page-descriptions.ts";

const products: CatalogProduct[] = productSeeds.map((seed) => ({
  ...seed,
  category: "Picolés Frosty",
  basePriceCents: 899,
  imageWidth: 240,
  imageHeight: 240,
  variations: [],
  addons: [],
  soldOut: false,
  kind: "flavour" as const,
  box: null,
}));

describe("clampText", () => {
  it("keeps short text, on one line", () => {
    expect(clampText("Um  picolé\nde cajá.")).toBe("Um picolé de cajá.");
  });

  it("cuts long text at a word, with an ellipsis, within the limit", () => {
    const text = "palavra ".repeat(40);
    const clamped = clampText(text, 50);
    expect(clamped.length).toBeLessThanOrEqual(50);
    expect(clamped).toMatch(/palavra…$/);
  });
});

describe("productDescription", () => {
  it("is the flavour's description, then its price, at most 155 characters", () => {
    for (const product of products) {
      const description = productDescription(product);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(description.endsWith(" A partir de R$ 8,99.")).toBe(true);
    }
    const caja = products[0] as CatalogProduct;
    expect(productDescription(caja)).toBe(
      "Feito com a polpa do cajá, fruta ácida e perfumada dos cajazeiros nordestinos. Refrescante, com aquele azedinho na medida. A partir de R$ 8,99.",
    );
  });

  it("says the price of the cheapest size, not the base price", () => {
    const caja = products[0] as CatalogProduct;
    const sized: CatalogProduct = {
      ...caja,
      variations: [
        { size: "pequeno", priceModifierCents: -200 },
        { size: "medio", priceModifierCents: 0 },
        { size: "grande", priceModifierCents: 300 },
      ],
    };
    expect(productDescription(sized).endsWith(" A partir de R$ 6,99.")).toBe(true);
    const noSmall: CatalogProduct = {
      ...caja,
      variations: [
        { size: "medio", priceModifierCents: 150 },
        { size: "grande", priceModifierCents: 300 },
      ],
    };
    expect(productDescription(noSmall).endsWith(" A partir de R$ 10,49.")).toBe(true);
  });
});

describe("menuDescription", () => {
  it("counts the flavours and names a few", () => {
    expect(menuDescription(products)).toBe(
      "Cardápio Frosty: 29 sabores de picolé artesanal — Cajá, Umbu, Tapioca, Coco Queimado e mais. Peça para retirar na loja ou receber em casa.",
    );
  });

  it("names the categories when there are several", () => {
    const two = products
      .slice(0, 2)
      .map((product, index) => ({ ...product, category: index ? "Sorvetes" : "Picolés" }));
    const description = menuDescription(two);
    expect(description).toContain("Cajá e Umbu.");
    expect(description).toContain("Categorias: Picolés e Sorvetes.");
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("still says something with no flavour on sale", () => {
    expect(menuDescription([])).toMatch(/^Cardápio Frosty: /);
  });
});

describe("flavourOf", () => {
  it("drops 'Picolé de' from a flavour's name", () => {
    expect(flavourOf("Picolé de Coco Queimado")).toBe("Coco Queimado");
    expect(flavourOf("Picolé do Chef")).toBe("Chef");
    expect(flavourOf("Açaí na Tigela")).toBe("Açaí na Tigela");
  });
});
