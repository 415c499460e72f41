import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { getCatalog, productById } from "./support/storefront.ts";

const NAME = "Picolé de Cajá";
const decrease = (page: Page) =>
  page.getByRole("button", { name: `Diminuir quantidade de ${NAME}` });
const increase = (page: Page) =>
  page.getByRole("button", { name: `Aumentar quantidade de ${NAME}` });
const quantity = (page: Page) => page.getByRole("status", { name: `Quantidade de ${NAME}` });
const total = (page: Page) => page.getByTestId("product-total");

test.describe("product page", () => {
  test("shows the flavour with its image, description and price", async ({ page, request }) => {
    const product = productById(await getCatalog(request), "1");
    expect(product.name).toBe(NAME);
    expect(product.addons).toEqual([]);

    await page.goto("/produto/1");
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText(product.description)).toBeVisible();
    await expect(page.getByText("A partir de R$ 8,99")).toBeVisible();

    const image = page.getByRole("img", { name: NAME });
    await expect(image).toHaveAttribute("src", product.imageUrl);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const sizes = page.getByRole("group", { name: "Tamanho" }).getByRole("radio");
    await expect(sizes).toHaveCount(1);
    await expect(page.getByRole("radio", { name: "Médio" })).toBeChecked();
    await expect(page.getByText("Adicionais (opcional)")).toHaveCount(0);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await expect(total(page)).toHaveText("R$ 8,99");
    await expectNoAxeViolations(page);
  });

  test("the quantity starts at 1, cannot go below it and drives the total", async ({ page }) => {
    await page.goto("/produto/1");
    await expect(quantity(page)).toHaveText("1");
    await expect(decrease(page)).toBeDisabled();

    await increase(page).click();
    await increase(page).click();
    await expect(quantity(page)).toHaveText("3");
    await expect(total(page)).toHaveText("R$ 26,97");
    await expect(decrease(page)).toBeEnabled();

    await decrease(page).click();
    await expect(quantity(page)).toHaveText("2");
    await expect(total(page)).toHaveText("R$ 17,98");
    await decrease(page).click();
    await expect(quantity(page)).toHaveText("1");
    await expect(decrease(page)).toBeDisabled();
    await expect(total(page)).toHaveText("R$ 8,99");
  });

  test("'Adicionar ao pedido' adds to the cart, confirms and opens the cart", async ({ page }) => {
    await page.goto("/produto/1");
    await increase(page).click();
    await increase(page).click();
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();

    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.getByText("Adicionado ao carrinho!")).toBeVisible();
    await expect(page.getByText(`3x ${NAME} (Médio)`)).toBeVisible();
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("status", { name: `Quantidade de ${NAME}` })).toHaveText("3");
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
  });

  test("an unknown id shows 'Produto não encontrado' with a link to the menu", async ({
    page,
    allowConsoleError,
  }) => {
    // The page comes with a 404 status, which Chromium notes in the console.
    allowConsoleError(/status of 404/);
    const response = await page.goto("/produto/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Produto não encontrado" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Ver o cardápio" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("reads completely: the flavour, its price, its size and the total", async ({ page }) => {
      await page.goto("/produto/1");
      await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
      await expect(page.getByText("A partir de R$ 8,99")).toBeVisible();
      await expect(page.getByRole("img", { name: NAME })).toBeVisible();
      await expect(page.getByRole("radio", { name: "Médio" })).toBeChecked();
      await expect(quantity(page)).toHaveText("1");
      await expect(total(page)).toHaveText("R$ 8,99");
      await expect(page.getByRole("button", { name: "Adicionar ao pedido" })).toBeVisible();
    });
  });
});
