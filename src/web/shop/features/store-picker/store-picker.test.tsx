import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setStock } from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { CatalogContext } from "#web/shop/features/catalog/catalog-context.ts";
import { renderInPage } from "#web/testing/render-in-page.tsx";
import { StorePickerDialog } from "./store-picker-dialog.tsx";
import { useStorePicker } from "./store-picker-state.ts";

let t: TestApp;
let catalog: CatalogWithSite;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await readCatalog();
});
afterAll(() => t.database.dispose());

const readCatalog = async () => (await (await t.request("/api/catalog")).json()) as CatalogWithSite;

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  useStorePicker.setState(useStorePicker.getInitialState(), true);
  localStorage.clear();
});

/** Opens the picker as the header's store button does, and says the store chosen. */
function StoreButton() {
  const store = useCartStore((state) => state.selectedStore);
  const setOpen = useStorePicker((state) => state.setOpen);
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {store ? `Loja: ${store.name}` : "Escolher loja"}
    </button>
  );
}

/** A store button, which opens the picker, and the picker itself. */
async function openPicker(data = catalog) {
  const user = userEvent.setup();
  renderInPage(
    <CatalogContext value={data}>
      <StoreButton />
      <StorePickerDialog />
    </CatalogContext>,
  );
  await user.click(screen.getByRole("button", { name: /^(Escolher loja|Loja: )/ }));
  const dialog = await screen.findByRole("dialog", { name: "Escolha sua loja Frosty" });
  await within(dialog).findByText("138 lojas encontradas");
  return { user, dialog };
}

const searchBox = (dialog: HTMLElement) =>
  within(dialog).getByRole("searchbox", { name: "Buscar por cidade, bairro ou loja..." });

const storeNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole("list", { name: "Lojas" }))
    .getAllByRole("button")
    .map((button) => within(button).getByText(/^Frosty /).textContent);

describe("the store picker's search", () => {
  it("lists every store until the customer types", async () => {
    const { dialog } = await openPicker();
    // Drawn 20 rows at a time, so that a slow phone's main thread is never blocked for long.
    const list = within(dialog).getByRole("list", { name: "Lojas" });
    await waitFor(() => expect(list.querySelectorAll("li")).toHaveLength(138), {
      timeout: 10_000,
    });
    expect(storeNames(dialog).slice(0, 2)).toEqual(["Frosty Paulista", "Frosty Pinheiros"]);
  });

  it("filters by city as the customer types, and says how many stores it found", async () => {
    const { user, dialog } = await openPicker();
    await user.type(searchBox(dialog), "recife");
    await within(dialog).findByText("5 lojas encontradas");
    expect(storeNames(dialog)).toEqual([
      "Frosty Boa Viagem",
      "Frosty Shopping Recife",
      "Frosty Casa Forte",
      "Frosty Recife Antigo",
      "Frosty Madalena",
    ]);
  });

  it("finds a city typed without its accents", async () => {
    const { user, dialog } = await openPicker();
    await user.type(searchBox(dialog), "brasilia");
    await within(dialog).findByText("3 lojas encontradas");
    expect(storeNames(dialog)).toEqual(["Frosty Asa Sul", "Frosty Asa Norte", "Frosty Lago Sul"]);
    await user.clear(searchBox(dialog));
    // Goiânia's three stores, and Aparecida de Goiânia's.
    await user.type(searchBox(dialog), "GOIANIA");
    await within(dialog).findByText("4 lojas encontradas");
    expect(storeNames(dialog)).toContain("Frosty Setor Bueno");
  });

  it("also finds a store by the neighbourhood in its address", async () => {
    const { user, dialog } = await openPicker();
    await user.type(searchBox(dialog), "Boa Viagem");
    await within(dialog).findByText("2 lojas encontradas");
    expect(storeNames(dialog)).toEqual(["Frosty Boa Viagem", "Frosty Shopping Recife"]);
  });

  it("says so when nothing matches, and lists everything again once the search is cleared", async () => {
    const { user, dialog } = await openPicker();
    await user.type(searchBox(dialog), "Lisboa");
    await within(dialog).findByText("0 lojas encontradas");
    expect(within(dialog).queryAllByRole("button", { name: /Frosty/ })).toEqual([]);
    await user.clear(searchBox(dialog));
    await within(dialog).findByText("138 lojas encontradas");
  });

  it("picking a store selects it, closes the picker and shows it in the header", async () => {
    const { user, dialog } = await openPicker();
    await user.type(searchBox(dialog), "casa forte");
    await within(dialog).findByText("1 loja encontrada");
    await user.click(within(dialog).getByRole("button", { name: /Frosty Casa Forte/ }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useCartStore.getState().selectedStore).toMatchObject({
      id: "88",
      name: "Frosty Casa Forte",
      address: "Av. Dezessete de Agosto, 1500 - Casa Forte",
      city: "Recife",
      state: "PE",
    });
    expect(screen.getByRole("button", { name: "Loja: Frosty Casa Forte" })).toBeDefined();
    // The choice is kept with the cart for the next visit.
    expect(localStorage.getItem("frosty-cart")).toContain("Frosty Casa Forte");
  });

  it("marks the chosen store when the picker opens again", async () => {
    const { user, dialog } = await openPicker();
    await user.type(searchBox(dialog), "Madalena");
    await user.click(await within(dialog).findByRole("button", { name: /Frosty Madalena/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Loja: Frosty Madalena" }));
    const again = await screen.findByRole("dialog", { name: "Escolha sua loja Frosty" });
    await user.type(searchBox(again), "recife");
    await within(again).findByText("5 lojas encontradas");
    const chosen = within(again).getAllByRole("button", { current: true });
    expect(chosen).toHaveLength(1);
    expect(within(chosen[0] as HTMLElement).getByText("Frosty Madalena")).toBeDefined();
    expect(within(chosen[0] as HTMLElement).getByLabelText("Loja selecionada")).toBeDefined();
  });

  it("re-checks the cart at the new store and says which lines it cannot sell", async () => {
    await setStock(t, "2", 0, { storeId: "88" });
    t.catalog.invalidate();
    const soldOut = await readCatalog();
    try {
      useCartStore.getState().addItem({
        productId: "2",
        name: "Picolé de Umbu",
        imageUrl: "/images/products/2.svg",
        basePriceCents: 899,
        size: "medio",
        sizeModifierCents: 0,
        addons: [],
        quantity: 1,
      });
      const { user, dialog } = await openPicker(soldOut);
      await user.type(searchBox(dialog), "casa forte");
      await user.click(await within(dialog).findByRole("button", { name: /Frosty Casa Forte/ }));
      expect(await screen.findByText("Itens indisponíveis em Frosty Casa Forte")).toBeDefined();
      expect(
        screen.getByText(
          "Picolé de Umbu está esgotado em Frosty Casa Forte. Remova do carrinho ou escolha outra loja.",
        ),
      ).toBeDefined();
      // The cart keeps the line: the customer decides.
      expect(useCartStore.getState().items).toHaveLength(1);
    } finally {
      await setStock(t, "2", 300, { storeId: "88" });
      t.catalog.invalidate();
    }
  });
});
