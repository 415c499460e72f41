import { expect, expectNoAxeViolations, test } from "./support/test.ts";

test.describe("home page", () => {
  test("lists the 29 flavours with images and Brazilian prices", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Frosty/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(29);
    await expect(cards.first()).toContainText("R$ 8,99");
    await expect(page.getByText("R$ 8,99")).toHaveCount(29);
    await expect(page.getByText("138 lojas disponíveis")).toBeVisible();

    const firstImage = cards.first().getByRole("img");
    await expect(firstImage).toHaveAttribute("width", "240");
    await expect(firstImage).toHaveAttribute("height", "240");
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await expectNoAxeViolations(page);
  });

  test("serves a web app manifest in pt-BR", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(href ?? "")).json();
    expect(manifest.lang).toBe("pt-BR");
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  test("shows the 404 page for an unknown path", async ({ page }) => {
    await page.goto("/nao-existe");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
