import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { catalogQueries } from "#web/shop/features/catalog/catalog-context.ts";
import { renderInApp } from "#web/testing/render.tsx";
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
  vi.stubGlobal("fetch", fetchFromApp(t));
});

/** A store's page at `path` (/lojas/86), the catalogue given or fetched from the app. */
function renderStorePage(path: string, data?: CatalogWithSite) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data) queryClient.setQueryData(catalogQueries.all(), data);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lojas/:id" element={<StorePage />} />
          <Route path="/cardapio" element={<h1>Página /cardapio</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The catalogue's first answer from a fresh app can take a few seconds on a busy machine. */
const SLOW = { timeout: 10_000 };

const search = () =>
  screen.getByRole("searchbox", { name: "Buscar por cidade, bairro ou loja..." });

describe("/lojas", () => {
  it("lists every store by state, each linking to its page", async () => {
    renderInApp(<StoresPage />, { path: "/lojas" });
    expect(await screen.findByText("138 lojas encontradas", undefined, SLOW)).toBeDefined();
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

  it("finds stores without their accents", async () => {
    const user = userEvent.setup();
    renderInApp(<StoresPage />, { path: "/lojas" });
    await screen.findByText("138 lojas encontradas", undefined, SLOW);
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
  it("shows the store, how to get there and how to talk to it", async () => {
    renderStorePage("/lojas/86");
    expect(
      await screen.findByRole("heading", { name: "Frosty Boa Viagem", level: 1 }),
    ).toBeDefined();
    expect(screen.getByText("Av. Conselheiro Aguiar, 1200 - Boa Viagem")).toBeDefined();
    expect(screen.getByText("Recife - PE")).toBeDefined();
    expect(screen.getByTestId("store-open-status").textContent).toBe("Aberta agora");
    expect(
      screen.getByRole("link", { name: "Como chegar (abre em nova aba)" }).getAttribute("href"),
    ).toBe("https://www.google.com/maps/dir/?api=1&destination=-8.1103,-34.8931");
    expect(
      screen.getByRole("link", { name: "WhatsApp (abre em nova aba)" }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/5581900000009\?text=/);
    // The seed publishes no hours.
    expect(screen.getByText(/ainda não publicou seu horário/)).toBeDefined();
  });

  it("without its own WhatsApp, the site's orders number; without coordinates, its address", async () => {
    renderStorePage("/lojas/87");
    await screen.findByRole("heading", { level: 1 });
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
    renderStorePage("/lojas/88");
    await user.click(await screen.findByRole("button", { name: "Pedir nesta loja" }));
    expect(await screen.findByRole("heading", { name: "Página /cardapio" })).toBeDefined();
    expect(useCartStore.getState().selectedStore).toMatchObject({
      id: "88",
      name: "Frosty Casa Forte",
    });
  });

  it("says so for an unknown id, with a way back to the list, and answers 404", async () => {
    renderStorePage("/lojas/9999");
    expect(await screen.findByRole("heading", { name: "Loja não encontrada" })).toBeDefined();
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

    renderStorePage("/lojas/86", withHours);
    const table = await screen.findByRole("table", { name: "Horário de funcionamento" });
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
    // Today is marked once the page runs in the browser.
    await waitFor(() =>
      expect(within(table).getAllByRole("row", { current: "date" })).toHaveLength(1),
    );
  });
});
