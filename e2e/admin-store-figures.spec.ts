import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";

/**
 * The dashboard and reports of one store, and a store's counter settings: store staff see and
 * set their own store's, HQ chooses a store. The settings change store 86's counter only (late limit, paper), which no other spec reads.
 */
workerServerTest.describe("a store's figures and settings", () => {
  workerServerTest(
    "store staff see their store's dashboard and reports, and set its late limit and paper",
    async ({ page, request, ownServer }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAsStoreStaff(page, request, ["86"], ownServer.dataDir);
      await expect(page).toHaveURL(/\/admin\/pedidos$/);
      await page.goto("/admin/dashboard");
      await expect(page.getByTestId("dashboard-scope")).toHaveText("Frosty Boa Viagem (Recife/PE)");
      // One store: nothing to choose, and the goals are the store's share of the chain's.
      await expect(page.getByLabel("Loja", { exact: true })).toHaveCount(0);
      await expect(page.getByTestId("goal-share")).toHaveText(
        "Meta desta loja: a meta da rede dividida entre as 138 lojas.",
      );
      await expectNoAxeViolations(page);

      await page
        .getByRole("navigation", { name: "Painel administrativo" })
        .getByRole("link", { name: "Relatórios" })
        .click();
      await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
      await expect(page.getByTestId("report-scope")).toHaveText("Frosty Boa Viagem (Recife/PE)");
      await expect(page.getByRole("link", { name: "Exportar pedidos (CSV)" })).toHaveAttribute(
        "href",
        /^\/api\/admin\/reports\/orders\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
      );
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Lojas e horários" }).click();
      const store = page.getByTestId("admin-store");
      await expect(store).toHaveCount(1);
      await expect(store.getByTestId("store-counter-settings")).toHaveText(
        "Atraso após 5 min · comanda 80 mm",
      );
      await store.getByRole("button", { name: "Atraso e comanda de Frosty Boa Viagem" }).click();
      const minutes = store.getByLabel("Pedido atrasado após (minutos) em Frosty Boa Viagem");
      await minutes.fill("0");
      await store.getByRole("button", { name: "Salvar configurações" }).click();
      await expect(
        store.getByText("Informe o limite de atraso em minutos inteiros, de 1 a 240"),
      ).toBeVisible();
      await minutes.fill("12");
      await store.getByLabel("58 mm").check();
      await store.getByRole("switch", { name: /Imprimir a comanda ao aceitar o pedido/ }).click();
      await expectNoAxeViolations(page);
      await store.getByRole("button", { name: "Salvar configurações" }).click();
      await expect(page.getByText("Configurações de Frosty Boa Viagem salvas")).toBeVisible();
      await expect(store.getByTestId("store-counter-settings")).toHaveText(
        "Atraso após 12 min · comanda 58 mm · impressão ao aceitar",
      );
      await page.reload();
      await expect(page.getByTestId("store-counter-settings")).toHaveText(
        "Atraso após 12 min · comanda 58 mm · impressão ao aceitar",
      );
    },
  );

  workerServerTest(
    "HQ narrows the dashboard and reports to one store",
    async ({ page, request, ownServer }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/dashboard");
      await expect(page.getByTestId("dashboard-scope")).toHaveText("Toda a rede");
      await page
        .getByLabel("Loja", { exact: true })
        .selectOption({ label: "Frosty Boa Viagem — Recife/PE" });
      await expect(page).toHaveURL(/\/admin\/dashboard\?loja=86$/);
      await expect(page.getByTestId("dashboard-scope")).toHaveText("Frosty Boa Viagem (Recife/PE)");
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "dashboard-loja-1280", { fullPage: true });

      await page.goto("/admin/relatorios?loja=86");
      await expect(page.getByTestId("report-scope")).toHaveText("Frosty Boa Viagem (Recife/PE)");
      await expect(page.getByLabel("Loja", { exact: true })).toHaveValue("86");
      await expect(page.getByRole("link", { name: "Exportar pedidos (CSV)" })).toHaveAttribute(
        "href",
        /&storeId=86$/,
      );
      // A quick period keeps the store.
      await page.getByRole("button", { name: "7 dias", exact: true }).click();
      await expect(page).toHaveURL(/loja=86/);
      await page.getByLabel("Loja", { exact: true }).selectOption("");
      await expect(page.getByTestId("report-scope")).toHaveText("Toda a rede");

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/admin/dashboard?loja=86");
      await expect(page.getByTestId("dashboard-scope")).toHaveText("Frosty Boa Viagem (Recife/PE)");
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "dashboard-loja-390", { fullPage: true });
    },
  );
});
