import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { newAdmin, newStaffAccount, signInOnPage, signUpByApi } from "./support/staff.ts";

test.describe("staff login", () => {
  test("sign-up explains that access comes by invitation, and makes no account", async ({
    page,
  }) => {
    await page.goto("/login");
    // The page's module loads after the document: audit the page, not the empty frame.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Nome completo")).toHaveCount(0);
    await page.getByRole("button", { name: "Criar nova conta" }).click();
    const byInvitation = page.getByTestId("sign-up-by-invitation");
    await expect(byInvitation).toContainText("O acesso ao painel é por convite.");
    await expect(byInvitation).toContainText(
      "Peça a quem administra a sua loja um convite por e-mail.",
    );
    // Nothing to fill in: no account that could do nothing, no "Acesso negado" after it.
    await expect(page.getByLabel("Nome completo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cadastrar" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Acesse sua conta" }).click();
    await expect(page.getByTestId("sign-up-by-invitation")).toHaveCount(0);
    await expect(page.getByLabel("E-mail")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Voltar para a loja", exact: true }),
    ).toHaveAttribute("href", "/");
  });

  test("refuses a wrong password", async ({ page, request, allowConsoleError }) => {
    allowConsoleError(/status of 401/);
    const account = newStaffAccount();
    await signUpByApi(request, account);
    await signInOnPage(page, { ...account, password: "senha-errada-123" });
    await expect(page.getByText("Erro no login")).toBeVisible();
    await expect(page.getByText("E-mail ou senha incorretos")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("points a forgotten password to support", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Esqueci minha senha" }).click();
    await expect(page.getByText(/Entre em contato com o suporte/)).toBeVisible();
  });

  test("an admin signs in, lands on Pedidos and signs out", async ({ page, request }) => {
    const account = await newAdmin(request);
    await signInOnPage(page, account);
    await expect(page.getByText("Login bem-sucedido!")).toBeVisible();
    // The panel opens on the order board, where the counter works.
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
    // With the count of orders no one has opened yet in front, when other tests left some.
    await expect(page).toHaveTitle(/^(\(\d+\) )?Pedidos — Frosty Admin$/);
    // The keyboard's first stop skips the panel's menu.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();

    // An existing session skips the login form; /admin itself is the board.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/pedidos$/);

    await page.getByRole("button", { name: "Abrir menu do painel" }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("goes back to the shop by a plain link: the shop's page, from the server", async ({
    page,
  }) => {
    await page.goto("/login");
    const back = page.getByRole("link", { name: "Voltar para a loja", exact: true });
    // The panel's router knows only its own screens: the shop is the server's documents.
    await expect(back).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Frosty — voltar para a loja" })).toHaveAttribute(
      "href",
      "/",
    );
    const home = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/" && response.request().isNavigationRequest(),
    );
    await back.click();
    expect((await home).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Acesso da equipe" })).toHaveCount(0);
  });

  test("sends a visitor without a session from /admin to /login", async ({ page }) => {
    await page.goto("/admin/produtos");
    await expect(page).toHaveURL(/\/login$/);
  });
});
