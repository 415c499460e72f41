import type { Browser, BrowserContext, Page } from "@playwright/test";
import { clientAddress } from "./support/browsers.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { newStaffAccount, type StaffAccount, signInAsAdmin, signUpByApi } from "./support/staff.ts";

/**
 * How someone new joins a store's team (decision 019): HQ creates an invitation in Equipe and
 * copies its one-time link; the person opens it in a browser of their own, creates the account
 * there and accepts; their panel then opens on their store. An account someone else registered
 * first with the same address never gets the stores: the link is the proof.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** A browser of the invitee's own, from an address of its own (sign-up is limited per address). */
async function freshBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
}

/** HQ, on Equipe, invites the e-mail to the store found by the search: the link, copied. */
async function inviteOnEquipe(page: Page, email: string, search: string, store: RegExp) {
  await page.goto("/admin/equipe");
  await page.getByRole("button", { name: "Convidar" }).click();
  const dialog = page.getByRole("dialog", { name: "Convidar para a equipe" });
  await dialog.getByLabel("E-mail da pessoa").fill(email);
  await dialog.getByLabel("Buscar loja").fill(search);
  await dialog.getByRole("checkbox", { name: store }).check();
  await dialog.getByRole("button", { name: "Criar convite" }).click();
  const created = page.getByRole("dialog", { name: "Convite criado" });
  const link = await created.getByLabel("Link do convite").inputValue();
  expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
  return { created, link };
}

async function createAccountOnInvitation(invitee: Page, account: StaffAccount) {
  await invitee.getByLabel("Nome completo").fill(account.name);
  await invitee.getByLabel("E-mail").fill(account.email);
  await invitee.getByLabel("Senha").fill(account.password);
  await invitee.getByRole("button", { name: "Cadastrar" }).click();
}

test.describe("an invitation to a store's team", () => {
  test("HQ invites; the person opens the link in a fresh browser, creates the account, accepts and sees their store's panel", async ({
    page,
    request,
    browser,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const hq = await signInAsAdmin(page, request);
    const person = newStaffAccount();

    const { created, link } = await inviteOnEquipe(
      page,
      person.email,
      "recife",
      /Frosty Boa Viagem/,
    );
    await expect(created.getByRole("status")).toContainText(
      `Convite para ${person.email}, equipe da Frosty Boa Viagem.`,
    );
    await created.getByRole("button", { name: "Copiar link" }).click();
    await expect(page.getByText("Link copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await created.getByRole("button", { name: "Concluir" }).click();
    await expect(created).toBeHidden();
    const pending = page.getByTestId("invitation").filter({ hasText: person.email });
    await expect(pending).toContainText("Pendente");
    await expect(pending).toContainText("Frosty Boa Viagem");
    await expect(
      pending.getByRole("button", { name: `Revogar o convite de ${person.email}` }),
    ).toBeVisible();

    const theirs = await freshBrowser(browser);
    try {
      const invitee = await theirs.newPage();
      await invitee.goto(link);
      await expect(invitee.getByRole("heading", { name: "Convite para a equipe" })).toBeVisible();
      await expect(invitee.getByRole("list", { name: "Lojas do convite" })).toHaveText(
        /Frosty Boa ViagemRecife - PE/,
      );
      await expect(invitee.getByRole("main")).toContainText(`${hq.name}, da sede da Frosty`);
      // The e-mail the invitation was made for is filled in already.
      await expect(invitee.getByLabel("E-mail")).toHaveValue(person.email);
      await createAccountOnInvitation(invitee, person);
      await expect(invitee.getByText(`Você entrou como ${person.name}`)).toBeVisible();
      await invitee.getByRole("button", { name: "Aceitar convite" }).click();
      await expect(invitee).toHaveURL(/\/admin\/pedidos$/);
      await expect(invitee.getByRole("banner").getByTestId("staff-workplace")).toHaveText(
        "Sua loja: Frosty Boa Viagem",
      );

      // Once: the link now says it was used.
      await invitee.goto(link);
      await expect(invitee.getByRole("alert")).toHaveText(
        "Este convite já foi usado. Se precisar, peça outro à sede.",
      );
    } finally {
      await theirs.close();
    }

    // HQ sees who accepted (the account's e-mail and when it was created) and the new member.
    await page.reload();
    const accepted = page.getByTestId("invitation").filter({ hasText: person.email });
    await expect(accepted).toContainText("Aceito");
    await expect(accepted).toContainText(`por ${person.name} (${person.email}), conta criada em`);
    const card = page.getByTestId("team-member").filter({ hasText: person.email });
    await expect(card).toContainText("Frosty Boa Viagem");
    await expect(card).toContainText(`por ${hq.name}`);
    await expect(
      page
        .getByTestId("access-log-entry")
        .filter({ hasText: `${person.name} entrou na equipe da Frosty Boa Viagem` }),
    ).toContainText(`por ${hq.name}`);
    await expectNoAxeViolations(page);
  });

  test("an account someone registered first with the address gets nothing; the real person accepts with their own", async ({
    page,
    request,
    browser,
    playwright,
    baseURL,
  }) => {
    // The outsider signs up with the address HQ is about to invite, from their own client.
    const address = newStaffAccount();
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const outsider = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
    });
    try {
      await signUpByApi(outsider, address);
      await signInAsAdmin(page, request);
      const { created, link } = await inviteOnEquipe(
        page,
        address.email,
        "paulista",
        /Frosty Paulista/,
      );
      await created.getByRole("button", { name: "Concluir" }).click();

      const theirs = await freshBrowser(browser);
      try {
        const invitee = await theirs.newPage();
        await invitee.goto(link);
        // The invited address is taken: the page says what to do, and no store goes anywhere.
        const real = { ...newStaffAccount(), name: address.name };
        await createAccountOnInvitation(invitee, { ...real, email: address.email });
        await expect(invitee.getByRole("note")).toContainText(
          `Já existe uma conta com ${address.email}.`,
        );
        await invitee.getByLabel("E-mail").fill(real.email);
        await invitee.getByRole("button", { name: "Cadastrar" }).click();
        await expect(invitee.getByRole("note")).toContainText(
          `O convite foi enviado para ${address.email}.`,
        );
        await invitee.getByRole("button", { name: "Aceitar convite" }).click();
        await expect(invitee.getByRole("banner").getByTestId("staff-workplace")).toHaveText(
          "Sua loja: Frosty Paulista",
        );
      } finally {
        await theirs.close();
      }

      // The outsider, signed in with the invited address, still has no panel.
      expect((await outsider.get("/api/admin/session")).status()).toBe(403);
      await page.reload();
      await expect(page.getByTestId("invitation").filter({ hasText: address.email })).toContainText(
        "Aceito por uma conta com outro e-mail",
      );
    } finally {
      await outsider.dispose();
    }
  });

  test("a revoked invitation's link says so", async ({ page, request, browser }) => {
    await signInAsAdmin(page, request);
    const person = newStaffAccount();
    const { created, link } = await inviteOnEquipe(page, person.email, "moema", /Frosty Moema/);
    await created.getByRole("button", { name: "Concluir" }).click();
    await page
      .getByTestId("invitation")
      .filter({ hasText: person.email })
      .getByRole("button", { name: `Revogar o convite de ${person.email}` })
      .click();
    await expect(page.getByText(`Convite de ${person.email} revogado`)).toBeVisible();
    await expect(page.getByTestId("invitation").filter({ hasText: person.email })).toContainText(
      "Revogado",
    );

    const theirs = await freshBrowser(browser);
    try {
      const invitee = await theirs.newPage();
      await invitee.goto(link);
      await expect(invitee.getByRole("alert")).toHaveText("Este convite foi cancelado pela sede.");
    } finally {
      await theirs.close();
    }
  });

  test("looks right on a phone and a laptop: the invite dialog and the link's page", async ({
    page,
    request,
    browser,
  }) => {
    await signInAsAdmin(page, request);
    const person = newStaffAccount();
    let link = "";
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["laptop", LAPTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/equipe");
      await page.getByRole("button", { name: "Convidar" }).click();
      const dialog = page.getByRole("dialog", { name: "Convidar para a equipe" });
      await dialog.getByLabel("E-mail da pessoa").fill(person.email);
      await dialog.getByLabel("Buscar loja").fill("recife");
      await dialog.getByRole("checkbox", { name: /Frosty Boa Viagem/ }).check();
      await dialog.getByRole("checkbox", { name: /Frosty Shopping Recife/ }).check();
      await expectNoAxeViolations(page);
      await documentScreenshot(page, `equipe-convidar-${name}`);
      await dialog.getByRole("button", { name: "Convidar para as 2 lojas" }).click();
      const created = page.getByRole("dialog", { name: "Convite criado" });
      link = await created.getByLabel("Link do convite").inputValue();
      await expectNoAxeViolations(page);
      await documentScreenshot(page, `equipe-convite-criado-${name}`);
      await created.getByRole("button", { name: "Concluir" }).click();
      await page.getByRole("heading", { name: "Convites" }).scrollIntoViewIfNeeded();
      await documentScreenshot(page, `equipe-convites-${name}`);
    }

    const theirs = await freshBrowser(browser);
    try {
      const invitee = await theirs.newPage();
      for (const [name, viewport] of [
        ["phone", PHONE],
        ["laptop", LAPTOP],
      ] as const) {
        await invitee.setViewportSize(viewport);
        await invitee.goto(link);
        await expect(invitee.getByRole("button", { name: "Cadastrar" })).toBeVisible();
        await expectNoAxeViolations(invitee);
        await documentScreenshot(invitee, `convite-${name}`, { fullPage: true });
      }
      await createAccountOnInvitation(invitee, { ...person, email: `outra-${person.email}` });
      await expect(invitee.getByRole("button", { name: "Aceitar convite" })).toBeVisible();
      for (const [name, viewport] of [
        ["laptop", LAPTOP],
        ["phone", PHONE],
      ] as const) {
        await invitee.setViewportSize(viewport);
        // No toast over the page.
        await expect(invitee.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
        await expectNoAxeViolations(invitee);
        await documentScreenshot(invitee, `convite-aceitar-${name}`, { fullPage: true });
      }
    } finally {
      await theirs.close();
    }
  });
});
