import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import {
  cartItem,
  chooseStore,
  getCatalog,
  openStorePicker,
  productById,
  seedState,
  storeButton,
  storePicker,
} from "./support/storefront.ts";

const wantNow = (page: Page) => page.getByRole("button", { name: "Quero Agora" });

test.describe("home page", () => {
  test("lists the 29 flavours with images and Brazilian prices", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    await seedState(page, { selectedStore: stores[0] });
    await page.goto("/");
    await expect(page).toHaveTitle(/Frosty/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

    const cards = page.getByRole("region", { name: "Nossos Picolés" }).getByTestId("product-card");
    await expect(cards).toHaveCount(29);
    // The party boxes have their own section, each asking to be built.
    const boxes = page.getByRole("region", { name: "Caixas de festa" });
    await expect(boxes.getByTestId("build-box")).toHaveText(["Monte sua caixa", "Monte sua caixa"]);
    await expect(cards.first()).toContainText("R$ 8,99");
    await expect(page.getByText("R$ 8,99", { exact: true })).toHaveCount(29);
    await expect(page.getByText("138 lojas disponíveis")).toBeVisible();

    // Decorative: the card's heading names the flavour.
    const firstImage = cards.first().locator("img");
    await expect(firstImage).toHaveAttribute("alt", "");
    await expect(firstImage).toHaveAttribute("width", "240");
    await expect(firstImage).toHaveAttribute("height", "240");
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await cards.first().click();
    await expect(page).toHaveURL(/\/produto\/1$/);
  });

  test("shows the benefits and the call to action", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    await seedState(page, { selectedStore: stores[0] });
    await page.goto("/");

    const benefits = page.getByRole("region", { name: "Por que Frosty?" });
    for (const title of ["Fruta de verdade", "138 lojas", "Entrega rápida", "Desde 1990"]) {
      await expect(benefits.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Bateu aquela vontade?" })).toBeVisible();
    await page.getByRole("button", { name: "Fazer meu pedido" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
  });

  test("opens the store picker by itself after a second when no store is chosen", async ({
    page,
  }) => {
    // When the page showed and when the dialog appeared, by the page's own clock: a busy
    // machine slows the test's looking, never the page's timer.
    await page.addInitScript(() => {
      const seen = window as { homeShownAt?: number; pickerOpenedAt?: number };
      new MutationObserver((_, observer) => {
        const buttons = [...document.querySelectorAll("button")];
        if (
          seen.homeShownAt === undefined &&
          buttons.some((b) => b.textContent === "Quero Agora")
        ) {
          seen.homeShownAt = performance.now();
        }
        const dialogs = [...document.querySelectorAll('[role="dialog"]')];
        if (!dialogs.some((d) => d.textContent?.includes("Escolha sua loja Frosty"))) return;
        seen.pickerOpenedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await expect(wantNow(page)).toBeVisible();
    await expect(storePicker(page)).toBeVisible({ timeout: 5_000 });
    const waited = await page.evaluate(() => {
      const seen = window as { homeShownAt?: number; pickerOpenedAt?: number };
      return (seen.pickerOpenedAt ?? 0) - (seen.homeShownAt ?? Number.POSITIVE_INFINITY);
    });
    // A second after the page is on screen, not at once.
    expect(waited).toBeGreaterThanOrEqual(1_000);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(storePicker(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("does not open the picker when a store is already chosen", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    await seedState(page, { selectedStore: stores[0] });
    await page.goto("/");
    await expect(wantNow(page)).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(storePicker(page)).toBeHidden();
    await expect(storeButton(page)).toHaveText(`Loja: ${stores[0]?.name}`);
  });

  test("'Quero Agora' asks for a store first, then goes to the menu", async ({ page }) => {
    await page.goto("/");
    await expect(storePicker(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(storePicker(page)).toBeHidden();

    await wantNow(page).click();
    await expect(storePicker(page)).toBeVisible();
    await chooseStore(page, "Boa Viagem", "Frosty Boa Viagem");
    await expect(page).toHaveURL(/\/$/);

    await wantNow(page).click();
    await expect(page).toHaveURL(/\/cardapio$/);
  });

  test("serves a web app manifest in pt-BR", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(href ?? "")).json();
    expect(manifest.lang).toBe("pt-BR");
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  test("shows the 404 page for an unknown path", async ({ page, allowConsoleError }) => {
    // The page comes with a 404 status, which Chromium notes in the console.
    allowConsoleError(/status of 404/);
    const response = await page.goto("/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("header", () => {
  test("the store button names the chosen store", async ({ page }) => {
    await page.goto("/cardapio");
    await expect(storeButton(page)).toHaveText("Escolher loja");
    await openStorePicker(page);
    await chooseStore(page, "recife", "Frosty Casa Forte");
    await expect(storeButton(page)).toHaveText("Loja: Frosty Casa Forte");
  });

  test("the cart badge shows the total quantity", async ({ page, request }) => {
    const data = await getCatalog(request);
    const cart = page.getByRole("link", { name: /^Carrinho/ });
    await seedState(page, {
      items: [cartItem(productById(data, "1"), 2), cartItem(productById(data, "2"), 1)],
    });
    await page.goto("/cardapio");
    await expect(cart).toHaveAccessibleName("Carrinho, 3 itens");
    await expect(page.getByTestId("cart-badge")).toHaveText("3");

    await cart.click();
    await expect(page).toHaveURL(/\/carrinho$/);
    await page.getByRole("button", { name: "Diminuir quantidade de Picolé de Cajá" }).click();
    await expect(cart).toHaveAccessibleName("Carrinho, 2 itens");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
  });

  test("the mobile drawer lists the pages and navigates", async ({ page, request }) => {
    const { site } = await getCatalog(request);
    await page.goto("/cardapio");
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();

    await page.getByRole("button", { name: "Abrir menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole("navigation", { name: "Menu móvel" }).getByRole("link");
    await expect(links).toHaveText([
      "Início",
      "Picolés",
      "Quem Somos",
      "Clube Frosty",
      "Meus pedidos",
      /^Seja Revendedor/,
    ]);
    const reseller = drawer.getByRole("link", { name: /^Seja Revendedor/ });
    await expect(reseller).toHaveAttribute("target", "_blank");
    await expect(reseller).toHaveAttribute("href", site.resellerUrl);
    await expectNoAxeViolations(page);

    await drawer.getByRole("link", { name: "Quem Somos" }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Abrir menu", exact: true }).click();
    await drawer.getByRole("link", { name: "Picolés" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
    await expect(drawer).toBeHidden();
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("shows the navigation bar instead of the drawer", async ({ page }) => {
      await page.goto("/sobre");
      const nav = page.getByRole("navigation", { name: "Principal" });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText([
        "Início",
        "Picolés",
        "Quem Somos",
        /^Seja Revendedor/,
      ]);
      await expect(nav.getByRole("link", { name: /^Seja Revendedor/ })).toHaveAttribute(
        "target",
        "_blank",
      );
      await expect(page.getByRole("button", { name: "Abrir menu", exact: true })).toBeHidden();
      await expect(storeButton(page)).toHaveText("Escolher loja");

      await nav.getByRole("link", { name: "Picolés" }).click();
      await expect(page).toHaveURL(/\/cardapio$/);
      await expect(nav.getByRole("link", { name: "Picolés" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  });
});
