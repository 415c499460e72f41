import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogProduct, CatalogWithSite } from "#shared/catalog.ts";
import { ToasterSlot } from "#web/components/toaster-slot.tsx";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { CatalogContext } from "#web/shop/features/catalog/catalog-context.ts";
import { ProductCard } from "#web/shop/features/catalog/product-card.tsx";
import { ProductDetail } from "./product-detail.tsx";
import { ProductForm } from "./product-form.tsx";

let t: TestApp;
let catalog: CatalogWithSite;
let caja: CatalogProduct;
beforeAll(async () => {
  t = await createTestApp();
  catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  const product = catalog.products.find((candidate) => candidate.id === "1");
  if (!product) throw new Error("no product 1");
  caja = product;
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
});

const items = () => useCartStore.getState().items;

function renderProduct(maxPerLine: number) {
  const navigate = vi.fn<(path: string) => void>();
  render(
    <CatalogContext value={catalog}>
      <ProductForm product={caja} maxPerLine={maxPerLine} addButtonClass="" navigate={navigate} />
    </CatalogContext>,
  );
  return {
    navigate,
    user: userEvent.setup(),
    more: screen.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" }),
    quantity: () =>
      screen.getByRole("status", { name: "Quantidade de Picolé de Cajá" }).textContent,
  };
}

/** The cart page's toaster, as it mounts after the navigation: what the product page kept. */
const openNextPage = () => render(<ToasterSlot />);

describe("the product page's quantity", () => {
  it("stops at the units a line may have, saying so", async () => {
    const { user, more, quantity, navigate } = renderProduct(3);
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("");
    await user.click(more);
    await user.click(more);
    expect(quantity()).toBe("3");
    expect(more).toHaveProperty("disabled", true);
    await user.click(more);
    expect(quantity()).toBe("3");
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("Máximo de 3 unidades por item");

    await user.click(screen.getByRole("button", { name: "Adicionar ao pedido" }));
    expect(navigate).toHaveBeenCalledWith("/carrinho");
    expect(items()).toMatchObject([{ productId: "1", quantity: 3 }]);
    openNextPage();
    expect(await screen.findByText("Adicionado ao carrinho!")).toBeDefined();
    expect(screen.getByText("3x Picolé de Cajá (Médio)")).toBeDefined();
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
    const { user, more, navigate } = renderProduct(3);
    await user.click(more);
    await user.click(screen.getByRole("button", { name: "Adicionar ao pedido" }));
    expect(navigate).toHaveBeenCalledWith("/carrinho");
    openNextPage();
    expect(
      await screen.findByText("Máximo de 3 unidades por item: seu carrinho tem 3"),
    ).toBeDefined();
    expect(screen.getByText("Adicionado: 1x Picolé de Cajá (Médio)")).toBeDefined();
    expect(items()).toMatchObject([{ productId: "1", quantity: 3 }]);
  });
});

describe("with a store chosen", () => {
  it("says the flavour is sold out there, and cannot add it", () => {
    const store = catalog.stores[0];
    if (!store) throw new Error("no store");
    const here = { ...store, unavailableProductIds: ["1"] };
    useCartStore.setState({ selectedStore: here });
    render(
      <CatalogContext value={{ ...catalog, stores: [here, ...catalog.stores.slice(1)] }}>
        <ProductForm product={caja} maxPerLine={3} addButtonClass="" />
      </CatalogContext>,
    );
    expect(screen.getByTestId("sold-out-here").textContent).toContain(
      `${store.name} não tem este sabor agora.`,
    );
    expect(screen.getByRole("button", { name: "Esgotado nesta loja" })).toHaveProperty(
      "disabled",
      true,
    );
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
    const html = renderToStaticMarkup(
      <CatalogContext value={catalog}>
        <ProductDetail product={sized()} />
      </CatalogContext>,
    );
    expect(html).toContain("A partir de R$ 6,99");
    expect(html).not.toContain("A partir de R$ 8,99");
  });

  it("is the cheapest size's on the menu's card", () => {
    const html = renderToStaticMarkup(<ProductCard product={sized()} />);
    expect(html).toContain("R$ 6,99");
    expect(html).not.toContain("R$ 8,99");
  });
});
