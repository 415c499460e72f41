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
import { BoxBuilder } from "#web/shop/features/party-box/box-builder.tsx";
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

describe("a party box's page", () => {
  /** A box of 5 from the first three flavours of the seed (the seed's own boxes aside). */
  const partyBox = (size = 5): CatalogProduct => ({
    ...caja,
    id: "box-test",
    name: "Caixinha de teste",
    category: "Caixas de festa",
    basePriceCents: 4500,
    variations: [],
    addons: [],
    kind: "box",
    box: { size, leadHours: 24, flavourIds: flavours().map((flavour) => flavour.id) },
  });
  const flavours = () =>
    catalog.products.filter((product) => product.kind === "flavour").slice(0, 3);

  function renderBox(box: CatalogProduct, shown: CatalogWithSite = catalog) {
    const navigate = vi.fn<(path: string) => void>();
    render(
      <CatalogContext value={shown}>
        <BoxBuilder product={box} products={shown.products} addButtonClass="" navigate={navigate} />
      </CatalogContext>,
    );
    const [a, b, c] = flavours().map((flavour) => flavour.name);
    return {
      navigate,
      user: userEvent.setup(),
      names: [a ?? "", b ?? "", c ?? ""] as const,
      more: (name: string) => screen.getByRole("button", { name: `Mais um ${name}` }),
      less: (name: string) => screen.getByRole("button", { name: `Tirar um ${name}` }),
      progress: () => screen.getByTestId("box-progress").textContent,
      add: () => screen.getByRole("button", { name: "Adicionar ao carrinho" }),
    };
  }

  it("fills the box flavour by flavour, no further than its size, and adds it whole", async () => {
    const box = partyBox();
    const { user, names, more, less, progress, add, navigate } = renderBox(box);
    const [a, b, c] = names;
    expect(screen.getAllByTestId("box-flavour")).toHaveLength(3);
    expect(progress()).toBe("faltam 5 de 5");
    expect(add()).toHaveProperty("disabled", true);
    await user.click(more(a));
    await user.click(more(a));
    await user.click(more(b));
    expect(progress()).toBe("faltam 2 de 5");
    expect(add()).toHaveProperty("disabled", true);
    await user.click(more(c));
    await user.click(more(c));
    expect(progress()).toBe("Caixa completa");
    for (const name of names) expect(more(name)).toHaveProperty("disabled", true);
    await user.click(less(b));
    expect(progress()).toBe("faltam 1 de 5");
    await user.type(screen.getByRole("spinbutton", { name: `Quantidade de ${a}` }), "9");
    // Typed past the room: the count stops where the box is full.
    expect(screen.getByRole("spinbutton", { name: `Quantidade de ${a}` })).toHaveProperty(
      "value",
      "3",
    );
    expect(progress()).toBe("Caixa completa");

    await user.click(add());
    expect(navigate).toHaveBeenCalledWith("/carrinho");
    const [first, , third] = flavours();
    expect(items()).toEqual([
      expect.objectContaining({
        productId: "box-test",
        basePriceCents: 4500,
        quantity: 1,
        boxParts: [
          { productId: first?.id, name: a, quantity: 3 },
          { productId: third?.id, name: c, quantity: 2 },
        ],
      }),
    ]);
    openNextPage();
    expect(await screen.findByText(`Caixinha de teste: 3 ${a}, 2 ${c}`)).toBeDefined();
  });

  it("shows a flavour the chosen store cannot sell as sold out, and leaves it out", async () => {
    const store = catalog.stores[0];
    const [first, second] = flavours();
    if (!store || !first || !second) throw new Error("no store or flavours");
    const here = { ...store, unavailableProductIds: [second.id] };
    useCartStore.setState({ selectedStore: here });
    const { names, more } = renderBox(partyBox(), {
      ...catalog,
      stores: [here, ...catalog.stores.slice(1)],
    });
    const soldOut = screen
      .getAllByTestId("box-flavour")
      .find((row) => row.dataset.productId === second.id);
    expect(soldOut?.textContent).toContain("Esgotado nesta loja");
    expect(more(names[1])).toHaveProperty("disabled", true);
    expect(more(names[0])).toHaveProperty("disabled", false);
  });

  it("says its one price, its size and that it is an encomenda; its card asks to build it", () => {
    const box = partyBox(50);
    const html = renderToStaticMarkup(
      <CatalogContext value={catalog}>
        <ProductDetail product={box} />
      </CatalogContext>,
    );
    expect(html).toContain("R$ 45,00");
    expect(html).not.toContain("A partir de");
    expect(html).toContain("50 picolés");
    expect(html).toContain("Encomenda com pelo menos 24 h de antecedência");
    const card = renderToStaticMarkup(<ProductCard product={box} />);
    expect(card).toContain("Monte sua caixa");
    expect(renderToStaticMarkup(<ProductCard product={caja} />)).not.toContain("Monte sua caixa");
  });
});
