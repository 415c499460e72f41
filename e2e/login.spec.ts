import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { newAdmin, newStaffAccount, signInOnPage, signUpByApi } from "./support/staff.ts";

test.describe("staff login", () => {
  test("signs up from the login page and lands on the panel", async ({
    page,
    allowConsoleError,
  }) => {
    // The panel's server answers 403 to a signed-in member without the admin role.
    allowConsoleError(/status of 403/);
    const account = newStaffAccount();
    await page.goto("/login");
    // The page's module loads after the document: audit the page, not the empty frame.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Criar nova conta" }).click();
    await page.getByLabel("Nome completo").fill(account.name);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha").fill(account.password);
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("Cadastro realizado!")).toBeVisible();
    // A new account has no admin role: the panel turns it away.
    await expect(page.getByText("Acesso negado")).toBeVisible();
    await expect(
      page.getByText("Você não tem permissão para acessar o painel administrativo."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("toggles between sign-in and sign-up", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Nome completo")).toHaveCount(0);
    await page.getByRole("button", { name: "Criar nova conta" }).click();
    await expect(page.getByLabel("Nome completo")).toBeVisible();
    await page.getByRole("button", { name: "Acesse sua conta" }).click();
    await expect(page.getByLabel("Nome completo")).toHaveCount(0);
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

  test("an admin signs in, reaches the dashboard and signs out", async ({ page, request }) => {
    const account = await newAdmin(request);
    await signInOnPage(page, account);
    await expect(page.getByText("Login bem-sucedido!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    // An existing session skips the login form.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("button", { name: "Abrir menu do painel" }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sends a visitor without a session from /admin to /login", async ({ page }) => {
    await page.goto("/admin/produtos");
    await expect(page).toHaveURL(/\/login$/);
  });
});
