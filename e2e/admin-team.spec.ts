import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import {
  newStaffAccount,
  type StaffAccount,
  signInAsAdmin,
  signInOnPage,
  signUpByApi,
} from "./support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./support/test.ts";

/**
 * Equipe: HQ adds an existing account to stores (searched by e-mail, stores chosen from the
 * chain's 138), takes one away, and reads it all in the access log; the person's panel then
 * shows the stores they work at. Each test works on accounts of its own.
 */
/**
 * An account someone made at /login, signed up from a client of its own: the test's request
 * context is about to hold HQ's session, and a second sign-up beside a session is refused.
 */
async function existingAccount(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
): Promise<StaffAccount> {
  const account = newStaffAccount();
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const client = await playwright.request.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
  });
  try {
    await signUpByApi(client, account);
  } finally {
    await client.dispose();
  }
  return account;
}

const memberCard = (page: Page, email: string) =>
  page.getByTestId("team-member").filter({ has: page.getByText(email, { exact: true }) });

test.describe("Equipe", () => {
  test("HQ adds an account to two stores, removes one, and the log says who did it", async ({
    page,
    request,
    browser,
    playwright,
    baseURL,
  }) => {
    const member = await existingAccount(playwright, baseURL);
    const hq = await signInAsAdmin(page, request);

    await page.getByRole("button", { name: "Abrir menu do painel" }).click();
    await page
      .getByRole("dialog", { name: "Frosty Admin" })
      .getByRole("link", { name: "Equipe" })
      .click();
    await expect(page).toHaveURL(/\/admin\/equipe$/);
    await expect(page.getByRole("heading", { name: "Equipe", level: 1 })).toBeVisible();
    await expect(page.getByTestId("staff-workplace").first()).toContainText(
      "Sede — todas as lojas",
    );
    await expect(memberCard(page, hq.email)).toContainText("Sede — todas as lojas");
    await expect(memberCard(page, hq.email)).toContainText("(você)");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Adicionar à equipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar à equipe" });
    // The start of the e-mail finds the account; nobody else's data but name and e-mail.
    await dialog.getByLabel("E-mail da conta").fill(member.email.slice(0, 14).toUpperCase());
    await dialog.getByRole("button", { name: new RegExp(member.name) }).click();
    await dialog.getByLabel("Buscar loja").fill("recife");
    await expect(dialog.getByText("5 lojas encontradas")).toBeVisible();
    await dialog.getByRole("checkbox", { name: /Frosty Boa Viagem/ }).check();
    await dialog.getByLabel("Buscar loja").fill("paulista");
    await dialog.getByRole("checkbox", { name: /Frosty Paulista/ }).check();
    await expect(dialog.getByRole("list", { name: "Lojas escolhidas" })).toContainText(
      "Frosty Boa Viagem",
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Adicionar às 2 lojas" }).click();
    await expect(page.getByText(`${member.name} agora é da equipe de 2 lojas`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = memberCard(page, member.email);
    await expect(card.getByRole("list", { name: `Lojas de ${member.name}` })).toContainText(
      "Frosty Boa Viagem",
    );
    await expect(card).toContainText("Frosty Paulista");
    await expect(card).toContainText(`por ${hq.name}`);

    const log = page.getByTestId("access-log-entry");
    await expect(
      log.filter({ hasText: `${member.name} entrou na equipe da Frosty Paulista` }),
    ).toContainText(`por ${hq.name}`);

    await card.getByRole("button", { name: `Remover ${member.name} da Frosty Paulista` }).click();
    await expect(
      page.getByText(`${member.name} saiu da equipe da Frosty Paulista`).first(),
    ).toBeVisible();
    await expect(card).not.toContainText("Frosty Paulista");
    await expect(
      log.filter({ hasText: `${member.name} saiu da equipe da Frosty Paulista` }),
    ).toBeVisible();

    // The member's own panel: the store they work at, in the header.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const theirs = await context.newPage();
      await signInOnPage(theirs, member);
      await expect(theirs).toHaveURL(/\/admin\/dashboard$/);
      await expect(theirs.getByRole("banner").getByTestId("staff-workplace")).toHaveText(
        "Sua loja: Frosty Boa Viagem",
      );
    } finally {
      await context.close();
    }
  });

  test("says when no account has the e-mail, and adds nothing", async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto("/admin/equipe");
    await page.getByRole("button", { name: "Adicionar à equipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar à equipe" });
    await dialog.getByLabel("E-mail da conta").fill("ninguem-com-este-email@frosty.example.com");
    await expect(
      dialog.getByText("Nenhuma conta com esse e-mail.", { exact: false }),
    ).toBeVisible();
    await dialog.getByLabel("Buscar loja").fill("Paulista");
    await dialog.getByRole("checkbox", { name: /Frosty Paulista/ }).check();
    await expect(dialog.getByRole("button", { name: "Adicionar" })).toBeDisabled();
  });

  test("looks right on a phone and a laptop", async ({ page, request, playwright, baseURL }) => {
    const member = await existingAccount(playwright, baseURL);
    await signInAsAdmin(page, request);
    await page.goto("/admin/equipe");
    await page.getByRole("button", { name: "Adicionar à equipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar à equipe" });
    await dialog.getByLabel("E-mail da conta").fill(member.email);
    await dialog.getByRole("button", { name: new RegExp(member.name) }).click();
    await dialog.getByLabel("Buscar loja").fill("recife");
    await dialog.getByRole("button", { name: "Escolher as 5 encontradas" }).click();
    await dialog.getByRole("button", { name: "Adicionar às 5 lojas" }).click();
    await expect(dialog).toBeHidden();
    await expect(memberCard(page, member.email)).toContainText("Frosty Madalena");

    for (const [name, viewport] of [
      ["phone", { width: 390, height: 844 }],
      ["laptop", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The member's card, and the log under it.
      await page.getByLabel("Buscar na equipe").fill(member.email);
      await expect(page.getByTestId("team-member")).toHaveCount(1);
      await page.screenshot({
        path: test.info().outputPath(`equipe-${name}.png`),
        fullPage: false,
      });
      await page.getByRole("button", { name: "Adicionar à equipe" }).click();
      await page.getByLabel("Buscar loja").fill("são paulo");
      await page.screenshot({ path: test.info().outputPath(`equipe-adicionar-${name}.png`) });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
  });
});
