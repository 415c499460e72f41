import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CAJA, seedCart } from "./support/cart-state.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { documentPhoneAndDesktop } from "./support/screenshots.ts";

/** The built file of a module (Vite's manifest of the build the server serves). */
function chunkOf(matches: (source: string) => boolean): string {
  const manifest = JSON.parse(readFileSync("dist/web/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  const found = Object.entries(manifest).find(([source]) => matches(source));
  if (!found) throw new Error("module not in the build's manifest");
  return found[1].file;
}

/**
 * Makes requests for a chunk fail (as on a network blip) while `blocked` is true; counts them.
 * A failed chunk is logged by the browser, and by whoever awaited it: those errors are expected.
 */
async function flakyChunk(page: Page, file: string, allowConsoleError: (pattern: RegExp) => void) {
  allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
  allowConsoleError(/Failed to fetch dynamically imported module/);
  const chunk = { blocked: true, failed: 0 };
  await page.route(`**/${file}`, async (route) => {
    if (!chunk.blocked) return route.continue();
    chunk.failed += 1;
    return route.abort("failed");
  });
  return chunk;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("never leaving a customer guessing", () => {
  test("a new page starts at its top; back returns to where the menu was, and so does a reload", async ({
    page,
  }) => {
    await page.goto("/cardapio");
    await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);

    // A flavour in the middle of the screen, so clicking it scrolls nothing.
    const href = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/produto/"]')];
      const middle = window.innerHeight / 2;
      const link = links.find((candidate) => {
        const { top, bottom } = candidate.getBoundingClientRect();
        return top > 80 && bottom < window.innerHeight - 80 && top < middle + 200;
      });
      return link?.getAttribute("href");
    });
    expect(href).toMatch(/^\/produto\/\d+$/);
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(1000);
    await page.locator(`a[href="${href}"]`).click();

    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("button", { name: "Adicionar ao pedido" })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/cardapio$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(3);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeAttached();
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(3);
  });

  test("a toast whose code fails to load still shows its message, and the next toast loads it", async ({
    page,
    allowConsoleError,
  }) => {
    const sonner = await flakyChunk(
      page,
      chunkOf((source) => source.includes("node_modules/sonner/")),
      allowConsoleError,
    );
    await page.goto("/produto/1");
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await expect(page).toHaveURL(/\/carrinho$/);

    const inline = page.locator("[data-inline-toast]");
    await expect(inline).toContainText("Adicionado ao carrinho!");
    await expect(inline).toContainText("1x Picolé de Cajá (Médio)");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    // The load was tried again before the message was shown without it.
    expect(sonner.failed).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    await documentPhoneAndDesktop(page, "toast-inline", { fullPage: false });
    await inline.getByRole("button", { name: "Fechar aviso" }).click();
    await expect(inline).toHaveCount(0);

    // The network is back: the next toast is sonner's own.
    sonner.blocked = false;
    await page.goBack();
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.locator("[data-sonner-toast]")).toContainText("Adicionado ao carrinho!");
    await expect(inline).toHaveCount(0);
  });

  test("a piece whose code fails to load leaves the page whole, its links working, and is reported; a reload brings it", async ({
    page,
    allowConsoleError,
  }) => {
    // The header's cart badge: an island, hydrated as the page loads.
    const cartLink = await flakyChunk(
      page,
      chunkOf((source) => source === "shop/islands/cart-link.tsx"),
      allowConsoleError,
    );
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/client-errors") && response.request().method() === "POST",
    );
    await page.goto("/sobre");

    const report = await reported;
    expect(report.status()).toBe(204);
    const body = report.request().postDataJSON() as { message: string; path: string };
    expect(body.path).toBe("/sobre");
    expect(body.message).toMatch(/Failed to fetch dynamically imported module/);
    // Tried again before giving up.
    expect(cartLink.failed).toBeGreaterThanOrEqual(3);

    // The page is the server's, whole: its text, and the cart link still leads to the cart.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Desde 1990, a fruta do Nordeste em forma de picolé",
    );
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Carrinho", exact: true })).toHaveAttribute(
      "href",
      "/carrinho",
    );
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The network is back: a reload hydrates it, with the cart's count.
    cartLink.blocked = false;
    await page.reload();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(header.getByRole("link", { name: "Carrinho, 2 itens" })).toBeVisible();
  });
});
