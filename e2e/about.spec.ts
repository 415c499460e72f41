import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";

const VIDEO_BUTTON = "Assistir ao vídeo sobre a Frosty";

test.describe("about page", () => {
  test("tells the company story with its figures and mission", async ({ page }) => {
    await page.goto("/sobre");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("1990").first()).toBeVisible();
    await expect(page.getByText(/líder de gelados no Nordeste/)).toBeVisible();

    for (const [value, label] of [
      ["+1000", "empregos diretos"],
      ["+100", "lojas-fábrica"],
      ["+8MI", "potes por ano"],
    ] as const) {
      const figure = page.getByRole("listitem").filter({ hasText: label });
      await expect(figure.getByText(value, { exact: true })).toBeVisible();
      await expect(figure.getByText(label, { exact: true })).toBeVisible();
    }

    await expect(page.getByRole("heading", { name: "Nossa missão" })).toBeVisible();
    await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("loads the video only when asked", async ({ page }) => {
    // No network here: answer for YouTube so nothing leaves the machine.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>vídeo</title>" }),
    );
    const response = await page.goto("/sobre");
    const csp = (await response?.headerValue("content-security-policy")) ?? "";
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.youtube-nocookie\.com/);
    await page.getByRole("button", { name: VIDEO_BUTTON }).click();

    const video = page.locator("iframe");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    await expect(video).toHaveAttribute("title", /Frosty/);
    await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toHaveCount(0);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("tells the whole story, with the video's poster", async ({ page }) => {
      await page.goto("/sobre");
      await expect(page.getByText(/líder de gelados no Nordeste/)).toBeVisible();
      await expect(page.getByText("potes por ano", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Nossa missão" })).toBeVisible();
      await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
      await expect(page.getByRole("link", { name: "Conheça nossos sabores" })).toHaveAttribute(
        "href",
        "/cardapio",
      );
    });
  });
});
