import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { CatalogProduct, CatalogWithSite } from "#shared/catalog.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { ProductCard } from "#web/shop/features/catalog/product-card.tsx";
import { renderInApp } from "#web/testing/render.tsx";
import { ProductDetail } from "./product-detail.tsx";

let t: TestApp;
let caja: CatalogProduct;
beforeAll(async () => {
  t = await createTestApp();
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  const product = catalog.products.find((candidate) => candidate.id === "1");
  if (!product) throw new Error("no product 1");
  caja = product;
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  localStorage.clear();
  vi.stubGlobal("fetch", fetchFromApp(t));
});

const items = () => useCartStore.getState().items;

function renderProduct(maxPerLine: number) {
  renderInApp(<ProductDetail product={caja} maxPerLine={maxPerLine} />, {
    path: "/produto/1",
    routes: ["/carrinho"],
  });
  return {
    user: userEvent.setup(),
    more: screen.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" }),
    quantity: () =>
      screen.getByRole("status", { name: "Quantidade de Picolé de Cajá" }).textContent,
  };
}

describe("the product page's quantity", () => {
  it("stops at the units a line may have, saying so", async () => {
    const { user, more, quantity } = renderProduct(3);
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("");
    await user.click(more);
    await user.click(more);
    expect(quantity()).toBe("3");
    expect(more).toHaveProperty("disabled", true);
    await user.click(more);
    expect(quantity()).toBe("3");
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("Máximo de 3 unidades por item");

    await user.click(screen.getByRole("button", { name: "Adicionar ao pedido" }));
    await screen.findByRole("heading", { name: "Página /carrinho" });
    expect(items()).toMatchObject([{ productId: "1", quantity: 3 }]);
  });

  it("never takes the cart's line past the cap: adds what fits, and tells", async () => {
    useCartStore.getState().addItem({
      productId: "1",
      name: caja.name,
      imageUrl: caja.imageUrl,
      basePriceCents: caja.basePriceCents,
      size: "medio",
      sizeModifierCents: 0,
      addons: [],
      quantity: 2,
    });
    const { user, more } = renderProduct(3);
    await user.click(more);
    await user.click(screen.getByRole("button", { name: "Adicionar ao pedido" }));
    expect(
      await screen.findByText("Máximo de 3 unidades por item: seu carrinho tem 3"),
    ).toBeDefined();
    expect(screen.getByText("Adicionado: 1x Picolé de Cajá (Médio)")).toBeDefined();
    expect(items()).toMatchObject([{ productId: "1", quantity: 3 }]);
  });
});

describe("the price 'a partir de'", () => {
  const sized = (): CatalogProduct => ({
    ...caja,
    basePriceCents: 899,
    variations: [
      { size: "pequeno", priceModifierCents: -200 },
      { size: "medio", priceModifierCents: 0 },
      { size: "grande", priceModifierCents: 300 },
    ],
  });

  it("is the cheapest size's on the product page", () => {
    renderInApp(<ProductDetail product={sized()} maxPerLine={10} />, { path: "/produto/1" });
    expect(screen.getByText("A partir de R$ 6,99")).toBeDefined();
    expect(screen.queryByText("A partir de R$ 8,99")).toBeNull();
  });

  it("is the cheapest size's on the menu's card", () => {
    renderInApp(<ProductCard product={sized()} />, { path: "/cardapio" });
    const card = screen.getByTestId("product-card");
    expect(card.textContent).toContain("R$ 6,99");
    expect(card.textContent).not.toContain("R$ 8,99");
  });
});
