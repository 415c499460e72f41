import type { Page } from "@playwright/test";
import type { CatalogStore } from "#shared/catalog.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import {
  chooseStore,
  getCatalog,
  openStorePicker,
  storeButton,
  storePicker,
  storeRow,
  storesMatching,
} from "./support/storefront.ts";

const PLACEHOLDER = "Buscar por cidade, bairro ou loja...";

const search = (page: Page) => storePicker(page).getByRole("searchbox", { name: PLACEHOLDER });
const rows = (page: Page) =>
  storePicker(page).getByRole("list", { name: "Lojas" }).getByRole("listitem");

async function expectRowDetails(page: Page, store: CatalogStore): Promise<void> {
  const row = storeRow(page, store.name);
  await expect(row.getByText(store.address, { exact: true })).toBeVisible();
  await expect(row.getByText(`${store.city} - ${store.state}`, { exact: true })).toBeVisible();
}

test.describe("store picker", () => {
  // The menu page never opens the picker by itself: the header button does.
  test.beforeEach(async ({ page }) => {
    await page.goto("/cardapio");
    await openStorePicker(page);
  });

  test("lists all 138 stores with name, address and city - UF", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    await expect(search(page)).toHaveAttribute("placeholder", PLACEHOLDER);
    await expect(search(page)).toBeFocused();
    await expect(storePicker(page).getByText("138 lojas encontradas")).toBeVisible();
    await expect(rows(page)).toHaveCount(138);
    for (const store of [stores[0], stores[137]]) {
      if (store) await expectRowDetails(page, store);
    }
    await expectNoAxeViolations(page);
  });

  test("a unique query finds one store", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    const unique = stores.find((store) => storesMatching(stores, store.name).length === 1);
    if (!unique) throw new Error("no store has a name no other store matches");

    await search(page).fill(unique.name);
    await expect(storePicker(page).getByText("1 loja encontrada", { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expectRowDetails(page, unique);
  });

  test("searches a city case-insensitively", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    const recife = storesMatching(stores, "recife");
    expect(recife.length).toBeGreaterThan(1);

    await search(page).fill("RECIFE");
    await expect(storePicker(page).getByText(`${recife.length} lojas encontradas`)).toBeVisible();
    await expect(rows(page)).toHaveCount(recife.length);
    for (const store of recife) await expectRowDetails(page, store);

    await search(page).fill("nenhuma loja por aqui");
    await expect(storePicker(page).getByText("0 lojas encontradas")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test("choosing a store closes the dialog and marks it as selected", async ({ page }) => {
    await chooseStore(page, "Boa Viagem", "Frosty Boa Viagem");

    await openStorePicker(page);
    await expect(storePicker(page).getByText("138 lojas encontradas")).toBeVisible();
    const chosen = storeRow(page, "Frosty Boa Viagem");
    await expect(chosen).toHaveAttribute("aria-current", "true");
    await expect(chosen.getByLabel("Loja selecionada")).toBeVisible();
    await expect(storePicker(page).locator('[aria-current="true"]')).toHaveCount(1);
    await expect(storePicker(page).getByLabel("Loja selecionada")).toHaveCount(1);

    await chooseStore(page, "Casa Forte", "Frosty Casa Forte");
    await openStorePicker(page);
    await expect(storeRow(page, "Frosty Casa Forte")).toHaveAttribute("aria-current", "true");
    await expect(storeRow(page, "Frosty Boa Viagem")).not.toHaveAttribute("aria-current", /.*/);
  });

  test("Esc closes it without choosing a store", async ({ page }) => {
    await page.keyboard.press("Escape");
    await expect(storePicker(page)).toBeHidden();
    await expect(storeButton(page)).toHaveText("Escolher loja");
  });

  test("returns the focus to the button that opened it", async ({ page }) => {
    // The dialog is opened through a store, not a Radix trigger: focus is handed back by hand.
    await page.keyboard.press("Escape");
    await expect(storePicker(page)).toBeHidden();
    await expect(storeButton(page)).toBeFocused({ timeout: 2_000 });
  });

  test("keeps the focus inside while it is open", async ({ page }) => {
    const close = storePicker(page).getByRole("button", { name: "Fechar" });
    await expect(search(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(search(page)).toBeFocused();

    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      const inside = await storePicker(page).evaluate((dialog) =>
        dialog.contains(document.activeElement),
      );
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }
    await close.click();
    await expect(storePicker(page)).toBeHidden();
  });
});
