import { devices } from "@playwright/test";
import { collectConsoleErrors } from "./support/browsers.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./support/chromium.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { getCatalog, productById } from "./support/storefront.ts";

const PRICE = /R\$\s*\d+,\d{2}/;

/** Text with its white space as Playwright's text assertions compare it: trimmed, collapsed. */
const spaced = (text: string) =>
  text
    .trim()
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ");

/**
 * The shop's pages are documents rendered by the server: readable before (and without) their
 * JavaScript, their islands hydrated without an error or a shift, and back/forward served from
 * the browser's back/forward cache.
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

    test("the menu lists every flavour with its price", async ({ page, request }) => {
      const catalog = await getCatalog(request);
      await page.goto("/cardapio");
      await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
      const cards = page.getByTestId("product-card");
      await expect(cards).toHaveCount(catalog.products.length);
      for (const product of catalog.products) {
        const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
        await expect(card.getByRole("heading", { name: product.name, exact: true })).toBeVisible();
        await expect(card.getByText(PRICE)).toBeVisible();
        await expect(card.getByRole("link")).toHaveAttribute("href", `/produto/${product.id}`);
      }
    });

    test("the stores' page lists every store with its address, each a link", async ({
      page,
      request,
    }) => {
      const { stores } = await getCatalog(request);
      await page.goto("/lojas");
      await expect(page.getByRole("heading", { level: 1, name: "Nossas lojas" })).toBeVisible();
      // Without JavaScript the loaded page never changes: its links are read in one go (each
      // store's first, with its text as toContainText reads it), rather than 276 round trips.
      const linkTexts = new Map<string, string>();
      for (const [href, text] of await page
        .locator('a[href^="/lojas/"]')
        .evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.textContent]))) {
        if (href && !linkTexts.has(href)) linkTexts.set(href, spaced(text ?? ""));
      }
      for (const store of stores) {
        const text = linkTexts.get(`/lojas/${store.id}`);
        expect(text, store.name).toContain(spaced(store.name));
        expect(text, store.name).toContain(spaced(store.address));
      }
    });

    test("the about page reads whole: its story, figures and mission", async ({ page }) => {
      await page.goto("/sobre");
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "Desde 1990, a fruta do Nordeste em forma de picolé",
        }),
      ).toBeVisible();
      await expect(page.getByText(/A Frosty nasceu em 1990/)).toBeVisible();
      await expect(page.getByText("lojas-fábrica", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Nossa missão" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Conheça nossos sabores" })).toHaveAttribute(
        "href",
        "/cardapio",
      );
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
      // Hydrated: the header's cart link, an island, is React's now (a click runs its code).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(
              document.querySelector('header frosty-island[data-island="cart-link"]') ?? {},
            ).some((key) => key.startsWith("__reactContainer")),
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

  test("back to the menu comes from the bfcache, where the customer had scrolled to", async ({
    playwright,
    baseURL,
    request,
  }) => {
    const { products } = await getCatalog(request);
    // Playwright turns the bfcache off (--disable-back-forward-cache): a browser of its own.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    const errors: string[] = [];
    try {
      const context = await browser.newContext({
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        locale: "pt-BR",
        ...(baseURL ? { baseURL } : {}),
      });
      const page = await context.newPage();
      collectConsoleErrors(page, errors);
      // Every pageshow of each document: `persisted` is true when it came from the bfcache.
      await page.addInitScript(() => {
        const shows: boolean[] = [];
        (window as unknown as { shows: boolean[] }).shows = shows;
        window.addEventListener("pageshow", (event) => shows.push(event.persisted));
      });
      await page.goto("/cardapio");
      const last = products.at(-1);
      if (!last) throw new Error("the seed has products");
      const card = page.locator(`[data-testid="product-card"][data-product-id="${last.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      await card.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/produto/${last.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: last.name })).toBeVisible();

      // Restored from the bfcache, the page fires no load event: the commit is the navigation.
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(/\/cardapio$/);
      const restored = await page.evaluate(() => ({
        shows: (window as unknown as { shows: boolean[] }).shows,
        reasons: JSON.stringify(
          (
            performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
              notRestoredReasons?: unknown;
            }
          )?.notRestoredReasons ?? null,
        ),
      }));
      expect(restored.shows, `not restored: ${restored.reasons}`).toEqual([false, true]);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await context.close();
    } finally {
      await browser.close();
    }
    expect(errors, "errors in the browser console").toEqual([]);
  });

  test("the shop's pages name their Speculation Rules; the staff's do not", async ({ request }) => {
    for (const path of ["/", "/cardapio", "/produto/1", "/carrinho", "/lojas/1"]) {
      const response = await request.get(path);
      expect(response.headers()["speculation-rules"], path).toBe('"/speculation-rules.json"');
      expect(response.headers()["cache-control"], path).not.toContain("no-store");
    }
    expect((await request.get("/admin")).headers()["speculation-rules"]).toBeUndefined();
    const rules = await request.get("/speculation-rules.json");
    expect(rules.headers()["content-type"]).toBe("application/speculationrules+json");
    expect(Object.keys(await rules.json()).sort()).toEqual(["prefetch", "prerender"]);
  });

  test("a link hovered is loaded before the click: a product's page, another shop page", async ({
    page,
  }) => {
    await page.goto("/cardapio");
    const product = page.getByTestId("product-card").first().getByRole("link");
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "Termos de compra" });
    for (const link of [product, terms]) {
      const href = await link.getAttribute("href");
      // Moderate eagerness: a hover of 200 ms (or a touch's start) starts it.
      await link.hover();
      await page.waitForTimeout(1000);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // Under DevTools (Playwright) Chromium does not prerender; a prerender rule falls back to
      // a prefetch, which the navigation then uses: either proves the rule matched.
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
          activationStart: number;
          deliveryType: string;
        };
        return { activationStart: entry.activationStart, deliveryType: entry.deliveryType };
      });
      expect(
        navigation.activationStart > 0 || navigation.deliveryType === "navigational-prefetch",
        `${href} loaded ahead: ${JSON.stringify(navigation)}`,
      ).toBe(true);
      await page.goBack();
    }
  });
});
