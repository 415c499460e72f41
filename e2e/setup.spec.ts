import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { newStaffAccount, signUpByApi } from "./support/staff.ts";

test.describe("admin setup page", () => {
  test("creates the account with a fresh strong password and shows its id", async ({ page }) => {
    await page.goto("/setup");
    // The page's module loads after the document: audit the page, not the empty frame.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const password = page.getByLabel("Senha");
    const first = await password.inputValue();
    expect(first.length).toBeGreaterThanOrEqual(16);
    await page.reload();
    expect(await password.inputValue()).not.toBe(first);

    await expect(page.getByText(/deve ser adicionado manualmente/)).toBeVisible();
    const account = newStaffAccount();
    await page.getByLabel("Nome completo").fill(account.name);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByRole("button", { name: "Criar Conta Admin" }).click();
    await expect(page.getByText("Conta criada com sucesso!")).toBeVisible();
    await expect(page.getByText(/ID do usuário: \S+/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ir para o login" })).toBeVisible();
  });

  test("signs an existing user in and moves on after a second", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    // Sign-up answers the existing e-mail like a new one, and the page signs in with its
    // password; the panel then answers 403 (no admin role).
    allowConsoleError(/status of 403/);
    const account = newStaffAccount();
    await signUpByApi(request, account);
    await page.goto("/setup");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha").fill(account.password);
    await page.getByRole("button", { name: "Criar Conta Admin" }).click();
    await expect(page.getByText("Usuário já existe")).toBeVisible();
    // Not an admin: the panel's guard then sends the user back to the shop.
    await expect(page.getByText("Acesso negado")).toBeVisible({ timeout: 5_000 });
  });
});
