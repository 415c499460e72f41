import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { CatalogContext } from "#web/shop/features/catalog/catalog-context.ts";
import OrderAtStore from "#web/shop/islands/order-at-store.tsx";
import StoreDirectoryIsland from "#web/shop/islands/store-directory.tsx";
import { renderInPage } from "#web/testing/render-in-page.tsx";
import { StorePage, head as storeHead } from "./store.tsx";
import { StoresPage, head as storesHead } from "./stores.tsx";

const ORIGIN = "https://loja.frosty.example.com";

let t: TestApp;
let catalog: CatalogWithSite;
beforeAll(async () => {
  t = await createTestApp();
  catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
});

const withCatalog = (ui: ReactNode, data = catalog) => (
  <CatalogContext value={data}>{ui}</CatalogContext>
);

/** A store's page as the server renders it, for the store `id`. */
function renderStorePage(id: string, data = catalog) {
  render(withCatalog(<StorePage catalog={data} params={{ id }} />, data));
}

const search = () =>
  screen.getByRole("searchbox", { name: "Buscar por cidade, bairro ou loja..." });

describe("/lojas", () => {
  it("lists every store by state, each linking to its page", () => {
    render(withCatalog(<StoresPage />));
    expect(screen.getByText("138 lojas encontradas")).toBeDefined();
    const states = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(states).toHaveLength(16);
    // States by name: Amazonas first, São Paulo last.
    expect(states[0]).toBe("AmazonasAM · 2 lojas");
    expect(states.at(-1)).toBe("São PauloSP · 30 lojas");
    const pernambuco = screen.getByRole("list", { name: "Lojas em Pernambuco" });
    const links = within(pernambuco).getAllByRole("link");
    expect(links).toHaveLength(8);
    // By city, then by name: Caruaru, Jaboatão, Olinda, then Recife's five.
    expect(links[0]?.textContent).toContain("Caruaru - PE");
    const boaViagem = links.find((link) => link.textContent?.includes("Frosty Boa Viagem"));
    expect(boaViagem?.getAttribute("href")).toBe("/lojas/86");
  });

  it("finds stores without their accents (its island)", async () => {
    const user = userEvent.setup();
    renderInPage(withCatalog(<StoreDirectoryIsland />));
    await user.type(search(), "brasilia");
    await screen.findByText("3 lojas encontradas");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Distrito FederalDF · 3 lojas",
    ]);
    await user.clear(search());
    await user.type(search(), "sao paulo");
    // The 30 stores of the state, and one on an 'Av. São Paulo' in Maringá.
    await screen.findByText("31 lojas encontradas");
    await user.clear(search());
    await user.type(search(), "Lisboa");
    await screen.findByText("0 lojas encontradas");
    expect(screen.getByText(/Nenhuma loja encontrada/)).toBeDefined();
  });

  it("says who it is in the page's head", () => {
    const head = storesHead({ params: {}, catalog, origin: ORIGIN });
    expect(head.title).toBe("Nossas lojas | Frosty");
    expect(head.description).toContain("138 lojas Frosty");
    expect(head.status).toBeUndefined();
  });
});

describe("/lojas/:id", () => {
  it("shows the store, how to get there and how to talk to it", () => {
    renderStorePage("86");
    expect(screen.getByRole("heading", { name: "Frosty Boa Viagem", level: 1 })).toBeDefined();
    expect(screen.getByText("Av. Conselheiro Aguiar, 1200 - Boa Viagem")).toBeDefined();
    expect(screen.getByText("Recife - PE")).toBeDefined();
    expect(screen.getByTestId("store-open-status").textContent).toBe("Aberta agora");
    expect(
      screen.getByRole("link", { name: "Como chegar (abre em nova aba)" }).getAttribute("href"),
    ).toBe("https://www.google.com/maps/dir/?api=1&destination=-8.1103,-34.8931");
    expect(
      screen.getByRole("link", { name: "WhatsApp (abre em nova aba)" }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/5581900000009\?text=/);
    // "Pedir nesta loja" is an island of the page, for this store.
    const island = screen.getByRole("button", { name: "Pedir nesta loja" }).parentElement;
    expect(island?.tagName).toBe("FROSTY-ISLAND");
    expect(island?.dataset.props).toBe('{"storeId":"86"}');
    // The seed publishes no hours.
    expect(screen.getByText(/ainda não publicou seu horário/)).toBeDefined();
  });

  it("without its own WhatsApp, the site's orders number; without coordinates, its address", () => {
    renderStorePage("87");
    const whatsapp = screen.getByRole("link", { name: "WhatsApp (abre em nova aba)" });
    expect(whatsapp.getAttribute("href")).toContain(
      `https://wa.me/${catalog.site.ordersWhatsapp}?`,
    );
    const directions = screen.getByRole("link", { name: "Como chegar (abre em nova aba)" });
    const url = new URL(directions.getAttribute("href") ?? "");
    expect(url.searchParams.get("destination")).toMatch(/, Recife - PE, Brasil$/);
  });

  it("'Pedir nesta loja' chooses the store and opens the menu", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const location = vi
      .spyOn(window, "location", "get")
      .mockReturnValue({ ...window.location, assign });
    renderInPage(withCatalog(<OrderAtStore storeId="88" />));
    await user.click(screen.getByRole("button", { name: "Pedir nesta loja" }));
    location.mockRestore();
    expect(assign).toHaveBeenCalledWith("/cardapio");
    expect(useCartStore.getState().selectedStore).toMatchObject({
      id: "88",
      name: "Frosty Casa Forte",
    });
  });

  it("says so for an unknown id, with a way back to the list, and answers 404", () => {
    renderStorePage("9999");
    expect(screen.getByRole("heading", { name: "Loja não encontrada" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Ver todas as lojas" }).getAttribute("href")).toBe(
      "/lojas",
    );
    const head = storeHead({ params: { id: "9999" }, catalog, origin: ORIGIN });
    expect(head.status).toBe(404);
    expect(head.title).toBe("Loja não encontrada | Frosty");
  });

  it("gives search engines the store's title, address and structured data", () => {
    const head = storeHead({ params: { id: "86" }, catalog, origin: ORIGIN });
    expect(head.title).toBe("Frosty Boa Viagem — Recife/PE | Frosty");
    expect(head.description).toContain("Av. Conselheiro Aguiar, 1200 - Boa Viagem, Recife - PE");
    expect(head.status).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        "@type": "IceCreamShop",
        url: `${ORIGIN}/lojas/86`,
        geo: { "@type": "GeoCoordinates", latitude: -8.1103, longitude: -34.8931 },
      }),
    ]);
  });
});

describe("a store's hours on its page", () => {
  it("lists the week from Monday and puts the hours in the description", async () => {
    const hours = [
      null,
      ...Array.from({ length: 5 }, () => ({ open: "10:00", close: "22:00" })),
      { open: "09:00", close: "23:00" },
    ];
    const withHours = {
      ...catalog,
      stores: catalog.stores.map((s) => (s.id === "86" ? { ...s, openingHours: hours } : s)),
    };
    const head = storeHead({ params: { id: "86" }, catalog: withHours, origin: ORIGIN });
    expect(head.description).toContain(
      "Horário: Seg a Sex 10:00 às 22:00; Sáb 09:00 às 23:00; Dom fechada.",
    );

    renderStorePage("86", withHours);
    const table = screen.getByRole("table", { name: "Horário de funcionamento" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "Segunda10:00 às 22:00",
      "Terça10:00 às 22:00",
      "Quarta10:00 às 22:00",
      "Quinta10:00 às 22:00",
      "Sexta10:00 às 22:00",
      "Sábado09:00 às 23:00",
      "DomingoFechada",
    ]);
    // An island: today is marked once the page runs in the browser.
    expect(table.closest("frosty-island")?.getAttribute("data-island")).toBe("store-hours");
    await waitFor(() =>
      expect(within(table).getAllByRole("row", { current: "date" })).toHaveLength(1),
    );
  });
});
