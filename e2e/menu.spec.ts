import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { cartItem, getCatalog, productById, seedState } from "./support/storefront.ts";

/** The seed's 29 flavours and its two party boxes (Caixas de festa). */
const FLAVOURS = 29;
const PRODUCTS = FLAVOURS + 2;

test.describe("menu page", () => {
  test("has the 'Todos', 'Picolés Frosty' and 'Caixas de festa' tabs", async ({ page }) => {
    await page.goto("/cardapio");
    await expect(page.getByRole("heading", { level: 1, name: "Cardápio" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Categorias" }).getByRole("tab");
    await expect(tabs).toHaveText(["Todos", "Picolés Frosty", "Caixas de festa"]);

    const all = page.getByRole("tab", { name: "Todos" });
    const frosty = page.getByRole("tab", { name: "Picolés Frosty" });
    const panel = page.getByRole("tabpanel");
    await expect(all).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveAccessibleName("Todos");
    await expect(panel.getByTestId("product-card")).toHaveCount(PRODUCTS);

    // The keyboard's first stop skips the header to the page's content.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(all).toBeFocused();
    // A card shows the keyboard's focus around itself (its corners clip the link's own).
    const caja = panel.getByTestId("product-card").filter({ hasText: "Picolé de Cajá" });
    await caja.getByRole("link").focus();
    await expect(caja).toHaveCSS("outline-style", "solid");
    await expect(caja).toHaveCSS("outline-width", "3px");

    await frosty.click();
    await expect(frosty).toHaveAttribute("aria-selected", "true");
    await expect(all).toHaveAttribute("aria-selected", "false");
    await expect(panel.getByTestId("product-card")).toHaveCount(FLAVOURS);

    await panel.getByRole("link", { name: /Picolé de Cajá/ }).click();
    await expect(page).toHaveURL(/\/produto\/1$/);
  });

  test("labels each tab panel with its tab", async ({ page }) => {
    // Ids come from the tabs' positions, not their names: a name with a space would break the link.
    await page.goto("/cardapio");
    await page.getByRole("tab", { name: "Picolés Frosty" }).click();
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Picolés Frosty", {
      timeout: 2_000,
    });
  });

  test("moves between the tabs with the arrow keys, Home and End", async ({ page }) => {
    await page.goto("/cardapio");
    const all = page.getByRole("tab", { name: "Todos" });
    const frosty = page.getByRole("tab", { name: "Picolés Frosty" });
    const boxes = page.getByRole("tab", { name: "Caixas de festa" });
    await all.focus();
    await page.keyboard.press("ArrowRight");
    await expect(frosty).toBeFocused();
    await expect(frosty).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Picolés Frosty");
    // One tab stop for the list: the chosen tab's.
    await expect(all).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(all).toBeFocused();
    await page.keyboard.press("End");
    await expect(boxes).toBeFocused();
    await expect(page.getByRole("tabpanel").getByTestId("build-box")).toHaveCount(2);
    await page.keyboard.press("Home");
    await expect(all).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Todos");
    await expect(page.getByRole("tabpanel").getByTestId("product-card")).toHaveCount(PRODUCTS);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu and the home page list every flavour with its price", async ({ page }) => {
      await page.goto("/cardapio");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveAccessibleName("Todos");
      await expect(panel.getByTestId("product-card")).toHaveCount(PRODUCTS);
      await expect(panel.getByText("R$ 8,99", { exact: true })).toHaveCount(29);
      await panel.getByRole("link", { name: /Picolé de Cajá/ }).click();
      await expect(page).toHaveURL(/\/produto\/1$/);

      await page.goto("/");
      await expect(page.getByTestId("product-card")).toHaveCount(PRODUCTS);
      await expect(page.getByRole("button", { name: "Quero Agora" })).toBeVisible();
    });
  });

  test("hides the cart bar while the cart is empty", async ({ page }) => {
    await page.goto("/cardapio");
    await expect(page.getByTestId("product-card")).toHaveCount(PRODUCTS);
    await expect(page.getByTestId("mobile-cart-bar")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver carrinho" })).toHaveCount(0);
  });

  test("the cart bar shows '1 item' and the subtotal", async ({ page, request }) => {
    const data = await getCatalog(request);
    await seedState(page, { items: [cartItem(productById(data, "1"), 1)] });
    await page.goto("/cardapio");
    const bar = page.getByTestId("mobile-cart-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("1 item");
    await expect(bar).not.toContainText("itens");
    await expect(bar).toContainText("R$ 8,99");
  });

  test("the cart bar counts every unit and links to the cart", async ({ page, request }) => {
    const data = await getCatalog(request);
    await seedState(page, {
      items: [cartItem(productById(data, "1"), 2), cartItem(productById(data, "5"), 3)],
    });
    await page.goto("/cardapio");
    const bar = page.getByTestId("mobile-cart-bar");
    await expect(bar.getByText("5 itens", { exact: true })).toBeVisible();
    await expect(bar.getByText("R$ 44,95", { exact: true })).toBeVisible();

    await bar.getByRole("link", { name: "Ver carrinho" }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
  });

  test("passes axe with the cart bar shown", async ({ page, request }) => {
    // The product cards are <h3>: each tab panel needs its <h2> (axe heading-order).
    const data = await getCatalog(request);
    await seedState(page, { items: [cartItem(productById(data, "1"), 1)] });
    await page.goto("/cardapio");
    await expect(page.getByTestId("product-card")).toHaveCount(PRODUCTS);
    await expect(page.getByTestId("mobile-cart-bar")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
