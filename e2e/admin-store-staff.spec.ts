import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";
import { catalogStore, storesOf } from "./support/stores.ts";

const run = promisify(execFile);

/**
 * A store staff member's panel: only their stores' screens in the menu, the store they work at
 * always on screen, HQ's screens answered with "Somente a sede", and a revoke from the shell
 * closing the panel on the next request. Accounts are made and granted as the shell does
 * (npm run staff:grant through the server's socket).
 */

/** What store staff must never be offered (the chain's catalogue, customers, coupons…). */
const HQ_ONLY = ["Picolés", "Clientes", "Marketing", "Configurações", "Equipe"];

async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Painel administrativo" });
  return (await nav.getByRole("link").allTextContents()).map((label) => label.trim());
}

async function revokeFromShell(email: string): Promise<string> {
  const dataDir = process.env.FROSTY_E2E_DATA_DIR;
  if (!dataDir) throw new Error("FROSTY_E2E_DATA_DIR is not set");
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "src/cli/staff.ts", "revoke", email],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  return stdout.trim();
}

test.describe("the panel of store staff", () => {
  test("shows their stores' work only, with the store they work at on screen", async ({
    page,
    request,
  }) => {
    // A store of the test's own: no other test orders there, so the menu's "Pedidos" carries
    // no count of new orders.
    const [storeId] = storesOf("admin-store-staff");
    const store = await catalogStore(request, storeId);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStoreStaff(page, request, [storeId]);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await expect(page).toHaveTitle("Pedidos — Frosty Admin");
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Dashboard — Frosty Admin");
    const workplace = page.getByRole("complementary").getByTestId("staff-workplace");
    await expect(workplace).toContainText("Sua loja");
    await expect(workplace.getByRole("listitem")).toHaveText([
      `${store.name}${store.city} - ${store.state}`,
    ]);

    const labels = await menuLabels(page);
    for (const label of ["Dashboard", "Pedidos", "Lojas e horários"])
      expect(labels).toContain(label);
    for (const label of HQ_ONLY) expect(labels).not.toContain(label);
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "loja-painel-laptop");

    await page.getByRole("link", { name: "Lojas e horários" }).click();
    await expect(page.getByRole("heading", { name: "Lojas e horários", level: 1 })).toBeVisible();
    await expect(page.getByText("1 loja encontrada")).toBeVisible();
    await expect(page.getByTestId("admin-store")).toHaveCount(1);
    await expect(page.getByTestId("admin-store")).toContainText(store.name);
  });

  test("answers an HQ screen's address with 'Somente a sede', not a broken screen", async ({
    page,
    request,
  }) => {
    await signInAsStoreStaff(page, request, ["86"]);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    for (const [path, screen] of [
      ["/admin/equipe", "Equipe"],
      ["/admin/produtos", "Picolés"],
      ["/admin/configuracoes", "Configurações"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Somente a sede", level: 1 })).toBeVisible();
      await expect(
        page.getByText(`A tela ${screen} é usada só pela sede da rede.`, { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText("Você trabalha em Frosty Boa Viagem");
    }
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "somente-a-sede-phone");
    await page.getByRole("link", { name: "Ir para os pedidos" }).click();
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
  });

  test("lists every store of someone who works at several, on a phone too", async ({
    page,
    request,
  }) => {
    await signInAsStoreStaff(page, request, ["86", "87"]);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await expect(page.getByRole("banner").getByTestId("staff-workplace")).toHaveText(
      "Suas lojas: Frosty Boa Viagem e Frosty Shopping Recife",
    );
    await page.getByRole("button", { name: "Abrir menu do painel" }).click();
    const drawer = page.getByRole("dialog", { name: "Frosty Admin" });
    await expect(drawer.getByTestId("staff-workplace").getByRole("listitem")).toHaveText([
      /Frosty Boa Viagem/,
      /Frosty Shopping Recife/,
    ]);
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "loja-menu-phone");
  });

  test("closes when the shell takes their stores away", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    // The panel's session is refused with a 403, which Chromium logs.
    allowConsoleError(/status of 403/);
    const account = await signInAsStoreStaff(page, request, ["2"]);
    await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();

    expect(await revokeFromShell(account.email)).toBe(
      `${account.email} saiu da equipe da loja 2 (Frosty Pinheiros)`,
    );
    // The next request: the server answers 403, and the panel says so and leaves.
    await page.reload();
    await expect(page.getByText("Acesso negado")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
