import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { getCatalog, productById } from "./support/storefront.ts";

/**
 * The shop's pages come rendered by the server: readable before (and without) their
 * JavaScript, and the browser takes them over (hydration) without an error or a shift.
 */
test.describe("server-rendered shop pages", () => {
  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });

    test("a product page shows the flavour's name, description, price and button", async ({
      page,
      request,
    }) => {
      const product = productById(await getCatalog(request), "3");
      const response = await page.goto("/produto/3");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(product.description)).toBeVisible();
      await expect(page.getByText(/A partir de R\$\s*\d+,\d{2}/)).toBeVisible();
      await expect(page.getByRole("button", { name: /Adicionar ao pedido/ })).toBeVisible();
      await expect(page).toHaveTitle(`${product.name} | Frosty`);
    });

    test("a store's page shows its store", async ({ page, request }) => {
      const store = (await getCatalog(request)).stores.find((candidate) => candidate.id === "1");
      if (!store) throw new Error("the seed has store 1");
      await page.goto("/lojas/1");
      await expect(page.getByRole("heading", { level: 1, name: store.name })).toBeVisible();
      await expect(page.getByText(store.address, { exact: false }).first()).toBeVisible();
      await expect(page.getByText(/Aberta agora|Fechada/).first()).toBeVisible();
    });

    test("the menu lists every flavour", async ({ page, request }) => {
      const catalog = await getCatalog(request);
      await page.goto("/cardapio");
      await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
      for (const product of catalog.products.slice(0, 5)) {
        await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
      }
    });
  });

  for (const path of ["/", "/cardapio", "/produto/1", "/sobre", "/lojas", "/lojas/1"]) {
    test(`${path} hydrates without a console error or a layout shift`, async ({ page }) => {
      // Layout shifts from the first paint on, read by the page itself.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response?.text();
      expect(html, "the server sent the page's content").toMatch(/<h1[^>]*>/);
      // Hydrated: React has taken over the server's HTML (a click now runs the app's code).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector("header") ?? {}).some((key) =>
              key.startsWith("__reactFiber"),
            ),
          ),
        )
        .toBe(true);
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts, "layout shifts").toEqual([]);
    });
  }

  test("an unknown page answers 404 with the shop's page", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    const response = await page.goto("/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the head carries the page's own title, canonical URL and link previews", async ({
    request,
  }) => {
    const html = await (await request.get("/produto/1")).text();
    expect(html).toContain("<title>Picolé de Cajá | Frosty</title>");
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/produto\/1">/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og\/produto\/1\.png">/);
    const image = await request.get(
      /<meta property="og:image" content="http[^/]+\/\/[^/]+(\/og\/produto\/1\.png)">/.exec(
        html,
      )?.[1] ?? "",
    );
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});
