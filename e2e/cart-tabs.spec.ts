import type { BrowserContext, Page } from "@playwright/test";
import { collectConsoleErrors } from "./support/browsers.ts";
import { expect, test } from "./support/own-server.ts";
import { CART_KEY } from "./support/storefront.ts";

const CAJA = "Picolé de Cajá";
const UMBU = "Picolé de Umbu";
const ACAI = "Picolé de Açaí";

/** Another tab of the same browser: same localStorage; its console is watched like `page`'s. */
async function newTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const tab = await context.newPage();
  collectConsoleErrors(tab, errors);
  return tab;
}

/** On an open product page, adds it with the default size; the app then shows the cart. */
async function addOpenProduct(tab: Page): Promise<void> {
  await tab.getByRole("button", { name: "Adicionar ao pedido" }).click();
  await expect(tab).toHaveURL(/\/carrinho$/);
}

async function expectCart(tab: Page, names: string[]): Promise<void> {
  const lines = tab.getByTestId("cart-line");
  await expect(lines).toHaveCount(names.length);
  for (const name of names) {
    await expect(
      lines.filter({ has: tab.getByRole("heading", { name, exact: true }) }),
    ).toHaveCount(1);
  }
  await expect(tab.getByTestId("cart-badge").first()).toHaveText(String(names.length));
}

test.describe("one cart across tabs", () => {
  test("flavours added in two tabs are both in each tab's cart, and a third tab's too", async ({
    page,
  }) => {
    const errors: string[] = [];
    const second = await newTab(page.context(), errors);
    // Both tabs show their product before either adds: each loaded an empty cart.
    await page.goto("/produto/1");
    await second.goto("/produto/2");

    await addOpenProduct(page);
    await expectCart(page, [CAJA]);
    await addOpenProduct(second);
    await expectCart(second, [CAJA, UMBU]);
    // The first tab was not reloaded: it takes up the second tab's add by itself.
    await expectCart(page, [CAJA, UMBU]);

    const third = await newTab(page.context(), errors);
    await third.goto("/produto/5");
    await addOpenProduct(third);
    await expectCart(third, [CAJA, UMBU, ACAI]);
    await expectCart(page, [CAJA, UMBU, ACAI]);
    await expectCart(second, [CAJA, UMBU, ACAI]);

    const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
    expect(JSON.parse(stored ?? "null").state.items.map((i: { name: string }) => i.name)).toEqual([
      CAJA,
      UMBU,
      ACAI,
    ]);
    expect(errors, "errors in the other tabs' consoles").toEqual([]);
  });

  test("a tab that has not yet heard of another tab's add still keeps it when it adds", async ({
    page,
  }) => {
    const errors: string[] = [];
    const deaf = await newTab(page.context(), errors);
    // This tab never hears the browser's `storage` events, as if they were still on their way.
    await deaf.addInitScript(() => {
      window.addEventListener("storage", (event) => event.stopImmediatePropagation(), {
        capture: true,
      });
    });
    await page.goto("/produto/1");
    await deaf.goto("/produto/2");

    await addOpenProduct(page);
    await expectCart(page, [CAJA]);
    await addOpenProduct(deaf);
    await expectCart(deaf, [CAJA, UMBU]);
    await expectCart(page, [CAJA, UMBU]);
    expect(errors, "errors in the other tab's console").toEqual([]);
  });
});
