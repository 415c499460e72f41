import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { clientAddress } from "./support/browsers.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { type StaffAccount, signInAsAdmin } from "./support/staff.ts";
import { newStoreStaff } from "./support/store-staff.ts";

/**
 * Equipe: HQ gives more stores to someone already in a store's team (someone new is invited:
 * staff-invitation.spec.ts), takes one away, and reads it all in the access log, with when each
 * account was created. The panel no longer finds accounts by e-mail. Each test works on
 * accounts of its own.
 */

/**
 * Someone already in a store's team (made by the shell, confirmed for the account), signed up
 * from a client of its own: the test's request context is about to hold HQ's session.
 */
async function existingMember(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  storeIds: string[],
): Promise<StaffAccount> {
  const client = await playwright.request.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  try {
    return await newStoreStaff(client, storeIds);
  } finally {
    await client.dispose();
  }
}

const memberCard = (page: Page, email: string) =>
  page.getByTestId("team-member").filter({ has: page.getByText(email, { exact: true }) });

test.describe("Equipe", () => {
  test("HQ gives a team member another store, removes one, and the log says who did it", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const member = await existingMember(playwright, baseURL, ["1"]);
    const hq = await signInAsAdmin(page, request);

    await page.getByRole("button", { name: "Abrir menu do painel" }).click();
    await page
      .getByRole("dialog", { name: "Frosty Admin" })
      .getByRole("link", { name: "Equipe" })
      .click();
    await expect(page).toHaveURL(/\/admin\/equipe$/);
    await expect(page.getByRole("heading", { name: "Equipe", level: 1 })).toBeVisible();
    await expect(memberCard(page, hq.email)).toContainText("Sede — todas as lojas");
    await expect(memberCard(page, hq.email)).toContainText("(você)");
    // Nobody is added by e-mail here: someone new is invited.
    await expect(page.getByRole("button", { name: "Adicionar à equipe" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Convidar" })).toBeVisible();
    await expectNoAxeViolations(page);

    // On the worker's shared server the team grows while this test runs (other specs' staff),
    // and a list that grows above the card moves it under the finger: find the member first,
    // as staff do in a team of many.
    await page.getByLabel("Buscar na equipe").fill(member.email);
    await expect(page.getByText("1 pessoa", { exact: true })).toBeVisible();
    const card = memberCard(page, member.email);
    await expect(card).toContainText(/conta criada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await card.getByRole("button", { name: `Lojas para ${member.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Mais lojas para ${member.name}` });
    await dialog.getByLabel("Buscar loja").fill("recife");
    await expect(dialog.getByText("5 lojas encontradas")).toBeVisible();
    await dialog.getByRole("checkbox", { name: /Frosty Boa Viagem/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Adicionar" }).click();
    await expect(
      page.getByText(`${member.name} agora é da equipe da Frosty Boa Viagem`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(card.getByRole("list", { name: `Lojas de ${member.name}` })).toContainText(
      "Frosty Boa Viagem",
    );
    await expect(card).toContainText(`por ${hq.name}`);
    const log = page.getByTestId("access-log-entry");
    await expect(
      log.filter({ hasText: `${member.name} entrou na equipe da Frosty Boa Viagem` }),
    ).toContainText(`por ${hq.name}`);
    await expect(
      log.filter({ hasText: `${member.name} entrou na equipe da Frosty Paulista` }),
    ).toContainText(/pela linha de comando .* conta criada em/);

    await card.getByRole("button", { name: `Remover ${member.name} da Frosty Paulista` }).click();
    await expect(
      page.getByText(`${member.name} saiu da equipe da Frosty Paulista`).first(),
    ).toBeVisible();
    await expect(card).not.toContainText("Frosty Paulista");
    await expect(
      log.filter({ hasText: `${member.name} saiu da equipe da Frosty Paulista` }),
    ).toBeVisible();
  });
});
