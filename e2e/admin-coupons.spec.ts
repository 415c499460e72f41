import type { Page } from "@playwright/test";
import { CAJA, seedCart } from "./support/cart-state.ts";
import { fillAddress } from "./support/checkout-form.ts";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";

/**
 * Coupons change what every checkout accepts only with their code: each test works on coupons
 * (codes) of its own, on the worker's shared server.
 */
const couponRow = (page: Page, code: string) =>
  page.getByTestId("admin-coupon").filter({ has: page.getByText(code, { exact: true }) });

async function createCoupon(page: Page, fields: { code: string; percent: string; limit?: string }) {
  await page.getByRole("button", { name: "Novo cupom" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo cupom" });
  await dialog.getByLabel("Código").fill(fields.code);
  await dialog.getByLabel("Desconto (%)").fill(fields.percent);
  if (fields.limit) await dialog.getByLabel("Limite de usos").fill(fields.limit);
  await dialog.getByRole("button", { name: "Criar cupom" }).click();
  await expect(dialog).toBeHidden();
}

async function applyCoupon(page: Page, code: string) {
  await seedCart(page, [{ ...CAJA, quantity: 1 }]);
  await page.goto("/checkout");
  // Delivered to the store's own bairro: R$ 5,00.
  await fillAddress(page);
  await page.getByLabel("Código do cupom").fill(code);
  await page.getByRole("button", { name: "Aplicar" }).click();
}

workerServerTest.describe("Marketing: coupons", () => {
  workerServerTest(
    "a new coupon works at the checkout until it is switched off",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // The checkout asks for a switched-off coupon and gets a 404, which Chromium logs.
      allowConsoleError(/status of 404/);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/marketing");
      await expect(page.getByRole("heading", { name: "Marketing", level: 1 })).toBeVisible();
      await expect(couponRow(page, "FROSTY10")).toContainText("10% de desconto");
      await expect(couponRow(page, "FROSTY10").getByTestId("coupon-uses")).toHaveText(
        "0 / sem limite",
      );
      await expectNoAxeViolations(page);

      await createCoupon(page, { code: "VERAO20", percent: "20", limit: "100" });
      await expect(page.getByText("Cupom VERAO20 criado")).toBeVisible();
      const row = couponRow(page, "VERAO20");
      await expect(row).toContainText("20% de desconto");
      await expect(row).toContainText("Sem prazo");
      await expect(row).toContainText("Válido");
      await expect(row.getByTestId("coupon-uses")).toHaveText("0 / 100");

      await applyCoupon(page, "verao20");
      await expect(page.getByText("Cupom aplicado: -20%")).toBeVisible();
      // R$ 8,99 − 20 % (R$ 1,80) + R$ 5,00 delivery.
      await expect(page.getByTestId("order-totals")).toContainText("-R$ 1,80");
      await expect(page.getByTestId("order-total")).toHaveText("R$ 12,19");

      await page.goto("/admin/marketing");
      const active = couponRow(page, "VERAO20").getByRole("switch", { name: /Ativo/ });
      await expect(active).toBeChecked();
      await active.click();
      await expect(page.getByText("Cupom VERAO20 desativado")).toBeVisible();
      await expect(active).not.toBeChecked();
      await expect(couponRow(page, "VERAO20")).toContainText("Desativado");

      await applyCoupon(page, "verao20");
      await expect(page.getByText("Cupom inválido")).toBeVisible();
      await expect(page.getByLabel("Código do cupom")).toBeEnabled();

      // R$ off, past its end: the list says so, and the checkout says since when.
      allowConsoleError(/status of 422/);
      await page.goto("/admin/marketing");
      await page.getByRole("button", { name: "Novo cupom" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo cupom" });
      await dialog.getByLabel("Código").fill("PASSOU5");
      await dialog.getByLabel("Tipo de desconto").selectOption("amount");
      await dialog.getByLabel("Desconto (R$)").fill("5,00");
      await dialog.getByLabel("Pedido mínimo (R$)").fill("30");
      await dialog.getByRole("checkbox", { name: "PE", exact: true }).check();
      await dialog.getByLabel("Válido até").fill("2025-11-26");
      await dialog.getByRole("button", { name: "Criar cupom" }).click();
      await expect(dialog).toBeHidden();
      const passed = couponRow(page, "PASSOU5");
      await expect(passed).toContainText("R$ 5,00 de desconto");
      await expect(passed).toContainText("Mín. R$ 30,00");
      await expect(passed).toContainText("Só PE");
      await expect(passed).toContainText("Expirado");
      await applyCoupon(page, "passou5");
      await expect(page.getByText("Cupom expirado em 26/11")).toBeVisible();
      await page.getByText("Cupom expirado em 26/11").scrollIntoViewIfNeeded();
      await documentScreenshot(page, "checkout-coupon-expired-390x844");
    },
  );

  workerServerTest(
    "edits, validates and deletes a coupon",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // A duplicate code is answered with 409, which Chromium logs.
      allowConsoleError(/status of 409/);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/marketing");

      // Bad input is explained next to its field, in Portuguese.
      await page.getByRole("button", { name: "Novo cupom" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo cupom" });
      await dialog.getByLabel("Código").fill("AB");
      await dialog.getByLabel("Desconto (%)").fill("150");
      await dialog.getByRole("button", { name: "Criar cupom" }).click();
      await expect(
        dialog.getByText("Código inválido: use de 3 a 30 letras (A-Z) ou números"),
      ).toBeVisible();
      await expect(dialog.getByText("O desconto vai de 1% a 100%")).toBeVisible();
      await expect(dialog.getByLabel("Código")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
      await dialog.getByLabel("Código").fill("frosty10");
      await dialog.getByLabel("Desconto (%)").fill("15");
      await dialog.getByRole("button", { name: "Criar cupom" }).click();
      await expect(dialog.getByText("Já existe um cupom com este código")).toBeVisible();
      await dialog.getByRole("button", { name: "Cancelar" }).click();

      await createCoupon(page, { code: "INVERNO5", percent: "5" });
      await couponRow(page, "INVERNO5")
        .getByRole("button", { name: "Editar cupom INVERNO5" })
        .click();
      const edit = page.getByRole("dialog", { name: "Editar cupom INVERNO5" });
      await expect(edit.getByLabel("Código")).toHaveValue("INVERNO5");
      await edit.getByLabel("Desconto (%)").fill("12");
      await edit.getByLabel("Válido a partir de").fill("2030-06-01");
      await edit.getByLabel("Válido até").fill("2030-06-30");
      await edit.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(page.getByText("Cupom INVERNO5 atualizado")).toBeVisible();
      const row = couponRow(page, "INVERNO5");
      await expect(row).toContainText("12% de desconto");
      await expect(row).toContainText("01/06/2030 a 30/06/2030");
      await expect(row).toContainText("Agendado");

      await row.getByRole("button", { name: "Excluir cupom INVERNO5" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Excluir o cupom INVERNO5?" });
      await confirm.getByRole("button", { name: "Excluir" }).click();
      await expect(page.getByText("Cupom INVERNO5 excluído")).toBeVisible();
      await expect(couponRow(page, "INVERNO5")).toHaveCount(0);
    },
  );
});
