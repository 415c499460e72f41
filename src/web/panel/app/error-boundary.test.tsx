import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import { AppErrorBoundary } from "./error-boundary.tsx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

let reported: number[];
beforeEach(() => {
  reported = [];
  const toApp = fetchFromApp(t);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await toApp(input, init);
    if (String(input).endsWith("/api/client-errors")) reported.push(response.status);
    return response;
  });
});

let broken = true;
function Shell() {
  if (broken) throw new Error("O app quebrou");
  return <p>A loja</p>;
}

describe("the app's error boundary", () => {
  it("replaces a broken app with a page of its own: heading, 'Tentar de novo', a plain link home", async () => {
    const caught: unknown[] = [];
    render(
      <AppErrorBoundary>
        <Shell />
      </AppErrorBoundary>,
      { onCaughtError: (error) => caught.push(error) },
    );
    const main = screen.getByRole("main");
    expect(main.querySelector("h1")?.textContent).toBe("Algo deu errado");
    const home = screen.getByRole("link", { name: "Voltar para o início" });
    expect(home.getAttribute("href")).toBe("/");
    expect(caught).toEqual([new Error("O app quebrou")]);
    await vi.waitFor(() => expect(reported).toEqual([204]));

    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByText("A loja")).toBeTruthy();
    expect(screen.queryByText("Algo deu errado")).toBeNull();
  });
});
