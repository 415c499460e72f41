import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import { lazyPage } from "./lazy-page.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

/** The error reports the page sent, as the real server answered them. */
let reports: { body: { message: string; path: string }; status: number }[];
beforeEach(() => {
  reports = [];
  const toApp = fetchFromApp(t);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await toApp(input, init);
    if (String(input).endsWith("/api/client-errors")) {
      reports.push({ body: JSON.parse(String(init?.body)), status: response.status });
    }
    return response;
  });
});

const CHUNK_FAILURE =
  "Failed to fetch dynamically imported module: http://localhost/assets/sobre-x1.js";

function AboutPage() {
  return <h1>Sobre a Frosty</h1>;
}

function BrokenPage(): never {
  throw new Error("Quebrou ao desenhar");
}

/** A page module that fails to arrive while `online` is false, counting every attempt. */
function flakyModule() {
  const module = {
    online: false,
    attempts: 0,
    load: async () => {
      module.attempts += 1;
      if (!module.online) throw new TypeError(CHUNK_FAILURE);
      return { AboutPage };
    },
  };
  return module;
}

/** The page under a router, as the app hosts it; errors React caught are collected. */
function renderPage(Page: ReturnType<typeof lazyPage>) {
  const caught: unknown[] = [];
  render(
    <MemoryRouter initialEntries={["/sobre"]}>
      <Link to="/cardapio">Cardápio</Link>
      <Link to="/sobre">Sobre</Link>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/sobre" element={<Page />} />
          <Route path="/cardapio" element={<h1>Cardápio</h1>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
    { onCaughtError: (error) => caught.push(error) },
  );
  return caught;
}

describe("a lazily loaded page", () => {
  it("whose code fails once is loaded again before anything shows an error", async () => {
    const module = flakyModule();
    const Page = lazyPage(module.load, (m) => m.AboutPage);
    setTimeout(() => {
      module.online = true;
    }, 100);
    renderPage(Page);
    expect(await screen.findByRole("heading", { name: "Sobre a Frosty" })).toBeTruthy();
    expect(module.attempts).toBe(2);
    expect(screen.queryByText("Algo deu errado")).toBeNull();
  });

  it("whose code keeps failing shows the error page, reports it, and 'Tentar de novo' loads it afresh", async () => {
    const module = flakyModule();
    const Page = lazyPage(module.load, (m) => m.AboutPage);
    const caught = renderPage(Page);

    expect(
      await screen.findByRole("heading", { name: "Algo deu errado" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Não conseguimos carregar esta página/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe(
      "/",
    );
    // The first load and its two retries.
    expect(module.attempts).toBe(3);
    expect(caught).toHaveLength(1);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ body: expect.objectContaining({ path: "/" }), status: 204 });
    expect(reports[0]?.body.message).toBe(CHUNK_FAILURE);

    // Still offline: the error page stays, and says the new try failed too.
    await userEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(
      await screen.findByText("Ainda não foi possível. Tente de novo em instantes.", undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Algo deu errado" })).toBeTruthy();
    expect(module.attempts).toBe(6);

    module.online = true;
    await userEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByRole("heading", { name: "Sobre a Frosty" })).toBeTruthy();
    expect(module.attempts).toBe(7);
    // The same error is reported once per page load.
    expect(reports).toHaveLength(1);
  });

  it("preload() after a failed load loads it again, and the page then renders at once", async () => {
    const module = flakyModule();
    const Page = lazyPage(module.load, (m) => m.AboutPage);
    await expect(Page.preload()).rejects.toThrow(CHUNK_FAILURE);
    expect(module.attempts).toBe(3);
    module.online = true;
    await Page.preload();
    expect(module.attempts).toBe(4);
    renderPage(Page);
    expect(screen.getByRole("heading", { name: "Sobre a Frosty" })).toBeTruthy();
  });

  it("that throws while rendering shows the error page, and going to another page clears it", async () => {
    const Page = lazyPage(
      async () => ({
        AboutPage: BrokenPage,
      }),
      (m) => m.AboutPage,
    );
    await Page.preload();
    const caught = renderPage(Page);
    expect(screen.getByRole("heading", { name: "Algo deu errado" })).toBeTruthy();
    expect(screen.getByText(/teve um erro inesperado/)).toBeTruthy();
    expect(caught).toEqual([new Error("Quebrou ao desenhar")]);
    await waitFor(() =>
      expect(reports.map((r) => r.body.message)).toEqual(["Quebrou ao desenhar"]),
    );

    await userEvent.click(screen.getByRole("link", { name: "Cardápio" }));
    expect(await screen.findByRole("heading", { name: "Cardápio" })).toBeTruthy();
    expect(screen.queryByText("Algo deu errado")).toBeNull();
  });

  it("shown failing, loads afresh when the customer comes back to it", async () => {
    const module = flakyModule();
    const Page = lazyPage(module.load, (m) => m.AboutPage);
    renderPage(Page);
    await screen.findByRole("heading", { name: "Algo deu errado" }, { timeout: 5000 });
    module.online = true;
    await userEvent.click(screen.getByRole("link", { name: "Cardápio" }));
    await screen.findByRole("heading", { name: "Cardápio" });
    await userEvent.click(screen.getByRole("link", { name: "Sobre" }));
    expect(await screen.findByRole("heading", { name: "Sobre a Frosty" })).toBeTruthy();
    expect(module.attempts).toBe(4);
  });
});
