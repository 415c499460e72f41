import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import type { CatalogProduct } from "#shared/catalog.ts";
import { markCardAvailability } from "./availability-badge.ts";
import { ALL_TAB, categoryTabValue, panelId, showCategoryPanel } from "./category-panels.ts";
import { ProductGrid } from "./product-grid.tsx";

const product = (id: string, category: string, soldOut = false): CatalogProduct => ({
  id,
  name: `Picolé ${id}`,
  description: "Fruta de verdade",
  category,
  basePriceCents: 899,
  imageUrl: `/images/${id}.webp`,
  imageWidth: 240,
  imageHeight: 240,
  variations: [],
  addons: [],
  soldOut,
  kind: "flavour",
  box: null,
});

const PRODUCTS = [product("1", "Frutas"), product("2", "Cremes", true), product("3", "Frutas")];
const badges = () =>
  [...document.querySelectorAll("[data-product-id]")].map(
    (card) => card.querySelector('[data-testid="sold-out"]')?.textContent ?? null,
  );

beforeEach(() => {
  document.body.innerHTML = `<div id="${panelId(ALL_TAB)}">${renderToStaticMarkup(
    <ProductGrid products={PRODUCTS} />,
  )}</div>${[0, 1]
    .map((index) => `<div id="${panelId(categoryTabValue(index))}" hidden><ul></ul></div>`)
    .join("")}`;
});

describe("the cards' sold-out badges", () => {
  it("come from the catalogue in the server's HTML", () => {
    expect(badges()).toEqual([null, "Esgotado", null]);
  });

  it("follow the chosen store's stock once one is chosen, as often as it changes", () => {
    markCardAvailability(document, PRODUCTS, { unavailableProductIds: ["3"] });
    expect(badges()).toEqual([null, null, "Esgotado nesta loja"]);
    markCardAvailability(document, PRODUCTS, { unavailableProductIds: ["1", "3"] });
    expect(badges()).toEqual(["Esgotado nesta loja", null, "Esgotado nesta loja"]);
    markCardAvailability(document, PRODUCTS, null);
    expect(badges()).toEqual([null, "Esgotado", null]);
  });
});

describe("the menu's category panels", () => {
  const values = [ALL_TAB, categoryTabValue(0), categoryTabValue(1)];
  const panel = (value: string) => document.getElementById(panelId(value)) as HTMLElement;
  const names = (value: string) =>
    [...panel(value).querySelectorAll("h3")].map((heading) => heading.textContent);

  it("show one panel at a time, a category's with copies of its cards from 'Todos'", () => {
    showCategoryPanel(values, categoryTabValue(0), "Frutas");
    expect(values.map((value) => panel(value).hidden)).toEqual([true, false, true]);
    expect(names(categoryTabValue(0))).toEqual(["Picolé 1", "Picolé 3"]);
    expect(names(ALL_TAB)).toEqual(["Picolé 1", "Picolé 2", "Picolé 3"]);

    showCategoryPanel(values, ALL_TAB, undefined);
    showCategoryPanel(values, categoryTabValue(0), "Frutas");
    // Filled once: choosing it again does not add the cards twice.
    expect(names(categoryTabValue(0))).toEqual(["Picolé 1", "Picolé 3"]);
  });

  it("copies carry the badges, and later marks reach them too", () => {
    showCategoryPanel(values, categoryTabValue(1), "Cremes");
    markCardAvailability(document, PRODUCTS, { unavailableProductIds: [] });
    expect(badges()).toEqual([null, null, null, null]);
  });
});
