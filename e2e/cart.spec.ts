import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import {
  addProductToCart,
  CART_KEY,
  cartItem,
  chooseStore,
  getCatalog,
  openStorePicker,
  productById,
  seedState,
  storeButton,
} from "./support/storefront.ts";

const CAJA = "Picolé de Cajá";
const UMBU = "Picolé de Umbu";

const lines = (page: Page) => page.getByTestId("cart-line");
const line = (page: Page, name: string) =>
  lines(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const lineQuantity = (page: Page, name: string) =>
  line(page, name).getByRole("status", { name: `Quantidade de ${name}` });
const subtotal = (page: Page) => page.getByTestId("cart-subtotal");
const total = (page: Page) => page.getByTestId("cart-total");

/** Cajá x2 and Umbu x1, stored before the page loads. */
async function seedTwoLines(page: Page, request: Parameters<typeof getCatalog>[0]) {
  const data = await getCatalog(request);
  await seedState(page, {
    items: [cartItem(productById(data, "1"), 2), cartItem(productById(data, "2"), 1)],
  });
}

test.describe("cart page", () => {
  test("empty, it invites to the menu", async ({ page }) => {
    await page.goto("/carrinho");
    await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
    await expect(lines(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Ver cardápio" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
  });

  test("adding the same flavour twice merges the lines", async ({ page }) => {
    await addProductToCart(page, "1", 2);
    await addProductToCart(page, "1", 3);
    await expect(lines(page)).toHaveCount(1);
    await expect(lineQuantity(page, CAJA)).toHaveText("5");
    await expect(line(page, CAJA).getByTestId("line-total")).toHaveText("R$ 44,95");

    await addProductToCart(page, "2");
    await expect(lines(page)).toHaveCount(2);
    await expect(subtotal(page)).toHaveText("R$ 53,94");
  });

  test("each line shows image, name, size, stepper, total and remove", async ({
    page,
    request,
  }) => {
    await seedTwoLines(page, request);
    await page.goto("/carrinho");
    await expect(page.getByRole("heading", { level: 1, name: "Seu carrinho" })).toBeVisible();
    await expect(lines(page)).toHaveCount(2);

    const caja = line(page, CAJA);
    await expect(caja.locator("img")).toHaveAttribute("src", "/images/products/1.svg");
    await expect(caja.getByText("Tamanho: Médio")).toBeVisible();
    await expect(caja.getByText(/^Adicionais:/)).toHaveCount(0);
    await expect(lineQuantity(page, CAJA)).toHaveText("2");
    await expect(caja.getByTestId("line-total")).toHaveText("R$ 17,98");
    await expect(caja.getByRole("button", { name: `Remover ${CAJA}` })).toBeVisible();
    await expect(line(page, UMBU).getByTestId("line-total")).toHaveText("R$ 8,99");

    await expect(subtotal(page)).toHaveText("R$ 26,97");
    await expect(total(page)).toHaveText("R$ 26,97");
    await expectNoAxeViolations(page);
  });

  test("the stepper changes the quantity and removes the line at 0", async ({ page, request }) => {
    await seedTwoLines(page, request);
    await page.goto("/carrinho");

    await line(page, CAJA)
      .getByRole("button", { name: `Aumentar quantidade de ${CAJA}` })
      .click();
    await expect(lineQuantity(page, CAJA)).toHaveText("3");
    await expect(line(page, CAJA).getByTestId("line-total")).toHaveText("R$ 26,97");
    await expect(total(page)).toHaveText("R$ 35,96");

    await line(page, UMBU)
      .getByRole("button", { name: `Diminuir quantidade de ${UMBU}` })
      .click();
    await expect(line(page, UMBU)).toHaveCount(0);
    await expect(lines(page)).toHaveCount(1);
    await expect(subtotal(page)).toHaveText("R$ 26,97");
    await expect(total(page)).toHaveText("R$ 26,97");
  });

  test("the remove button drops a line; the last one empties the cart", async ({
    page,
    request,
  }) => {
    await seedTwoLines(page, request);
    await page.goto("/carrinho");

    await page.getByRole("button", { name: `Remover ${CAJA}` }).click();
    await expect(line(page, CAJA)).toHaveCount(0);
    await expect(total(page)).toHaveText("R$ 8,99");

    await page.getByRole("button", { name: `Remover ${UMBU}` }).click();
    await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  });

  test("'Finalizar pedido' goes to the checkout", async ({ page, request }) => {
    await seedTwoLines(page, request);
    await page.goto("/carrinho");
    await page.getByRole("link", { name: "Finalizar pedido" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
  });

  test("'Adicionar mais itens' goes back to the menu", async ({ page, request }) => {
    await seedTwoLines(page, request);
    await page.goto("/carrinho");
    await page.getByRole("link", { name: "Adicionar mais itens" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
    await expect(page.getByTestId("mobile-cart-bar")).toContainText("3 itens");
  });

  test("the cart and the chosen store survive a reload", async ({ page }) => {
    await addProductToCart(page, "1", 2);
    await openStorePicker(page);
    await chooseStore(page, "Boa Viagem", "Frosty Boa Viagem");

    await page.reload();
    await expect(lineQuantity(page, CAJA)).toHaveText("2");
    await expect(total(page)).toHaveText("R$ 17,98");
    // No pickup chosen: the header names the store, without "Retirar em".
    await expect(storeButton(page)).toHaveText("Loja: Frosty Boa Viagem");

    const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
    const { state, version } = JSON.parse(stored ?? "null");
    expect(version).toBe(1);
    expect(state.items).toMatchObject([{ productId: "1", size: "medio", quantity: 2 }]);
    expect(state.selectedStore).toMatchObject({ id: "86", name: "Frosty Boa Viagem" });

    // "Retirar em" only once the checkout says pickup; back to the name for a delivery.
    await page.goto("/checkout");
    await page.getByRole("radio", { name: "Retirada", exact: true }).check();
    await expect(storeButton(page)).toHaveText("Retirar em Frosty Boa Viagem");
    await page.getByRole("radio", { name: "Entrega", exact: true }).check();
    await expect(storeButton(page)).toHaveText("Loja: Frosty Boa Viagem");
  });
});
