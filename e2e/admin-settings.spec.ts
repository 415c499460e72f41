import type { Page } from "@playwright/test";
import { CAJA, seedCart } from "./support/cart-state.ts";
import { choosePayment, fillAddress } from "./support/checkout-form.ts";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { chooseStore, openStorePicker, storePicker, storeRow } from "./support/storefront.ts";

/**
 * Settings and store hours change the whole shop: `@chain` tests, one at a time on the
 * chain-settings server, each putting back the settings and hours it changed (own-server.ts).
 */
const CLOSED_MESSAGE = "Esta loja está fechada no momento. Escolha outra loja.";

async function openSettings(page: Page) {
  await page.goto("/admin/configuracoes");
  await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Taxa de entrega (R$)")).toBeVisible();
}

async function fillCustomer(page: Page) {
  await page.getByLabel("Nome completo *").fill("Maria da Silva");
  await page.getByLabel("Telefone *").fill("(81) 99999-0000");
  await choosePayment(page, "Pagamento de teste");
}

const adminStore = (page: Page, name: string) =>
  page.getByTestId("admin-store").filter({ has: page.getByText(name, { exact: true }) });

workerServerTest.describe("Configurações", { tag: "@chain" }, () => {
  workerServerTest(
    "the delivery fee staff set is a new bairro's fee, the one the checkout shows and the order charges",
    async ({ page, request, ownServer }) => {
      await signInAsAdmin(page, request, ownServer.dataDir);
      await openSettings(page);
      await expectNoAxeViolations(page);
      const fee = page.getByLabel("Taxa de entrega (R$)");
      await expect(fee).toHaveValue("5,00");

      await fee.fill("sete reais");
      await page.getByRole("button", { name: "Salvar taxa" }).click();
      await expect(page.getByText("Valor inválido: informe em reais, como 5,00")).toBeVisible();
      await expect(fee).toHaveAttribute("aria-invalid", "true");

      await fee.fill("7,50");
      await page.getByRole("button", { name: "Salvar taxa" }).click();
      await expect(page.getByText("Taxa de entrega salva: R$ 7,50")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Taxa de entrega (R$)")).toHaveValue("7,50");

      // The setting is the fee of the bairros added from now on (those there keep their own).
      const added = await request.post("/api/admin/stores/86/delivery-areas", {
        headers: { origin: ownServer.baseUrl },
        data: { name: "Pina", etaMinutes: 40 },
      });
      expect(added.status(), await added.text()).toBe(201);
      const pina = (await added.json()) as { id: string; feeCents: number };
      expect(pina.feeCents).toBe(750);

      await seedCart(page, [{ ...CAJA, quantity: 2 }]);
      await page.goto("/checkout");
      await fillCustomer(page);
      await fillAddress(page, pina.id);
      await expect(page.getByTestId("delivery-fee")).toHaveText("R$ 7,50");
      // 2 × R$ 8,99 + R$ 7,50.
      await expect(page.getByTestId("order-total")).toHaveText("R$ 25,48");
      await page.getByRole("button", { name: "Confirmar pedido" }).click();
      await expect(page).toHaveURL(/\/confirmacao$/);
      await expect(page.getByTestId("order-totals")).toContainText("R$ 7,50");
      await expect(page.getByTestId("order-total")).toHaveText("R$ 25,48");
    },
  );

  workerServerTest(
    "the monthly goals move the dashboard's gauge, and contacts reach the shop",
    async ({ page, request, ownServer }) => {
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/dashboard");
      await expect(page.getByText("de R$ 80.000,00")).toBeVisible();
      await openSettings(page);
      await page.getByLabel("Meta de vendas (R$)").fill("50.000,00");
      await page.getByLabel("Meta de unidades").fill("5.000");
      await page.getByRole("button", { name: "Salvar metas" }).click();
      await expect(page.getByText("Metas do mês salvas")).toBeVisible();

      await page.getByLabel("E-mail de atendimento").fill("contato@frosty.example.com");
      await page.getByLabel("Telefone 2 (opcional)").fill("");
      await page.getByRole("button", { name: "Salvar contatos" }).click();
      await expect(page.getByText("Contatos salvos")).toBeVisible();

      await page.goto("/admin/dashboard");
      await expect(page.getByText("de R$ 50.000,00")).toBeVisible();
      await expect(page.getByText("de 5.000")).toBeVisible();

      await page.goto("/sobre");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("contato@frosty.example.com");
      await expect(footer).toContainText("(81) 3000-0000");
      await expect(footer).not.toContainText("(81) 99000-0000");

      await openSettings(page);
      await page.getByRole("button", { name: "Restaurar padrão" }).click();
      await expect(page.getByText("Contatos de volta ao padrão")).toBeVisible();
      await expect(page.getByLabel("E-mail de atendimento")).toHaveValue("sac@frosty.example.com");
    },
  );

  workerServerTest(
    "a closed store takes no order, delivery included, and offers the nearest open stores",
    async ({ page, request, ownServer }) => {
      await signInAsAdmin(page, request, ownServer.dataDir);
      await openSettings(page);
      await page.getByLabel("Buscar loja").fill("Boa Viagem");
      const row = adminStore(page, "Frosty Boa Viagem");
      await expect(row.getByTestId("store-open-state")).toHaveText("Aberta agora");
      const closed = row.getByRole("button", { name: /^Fechada/ });
      await closed.click();
      await expect(page.getByText("Frosty Boa Viagem: fechada, sem pedidos")).toBeVisible();
      await expect(closed).toHaveAttribute("aria-pressed", "true");
      await expect(row.getByTestId("store-open-state")).toHaveText("Fechada");
      await expectNoAxeViolations(page);

      // The shop's picker marks it, and still lets a customer choose it.
      await seedCart(page, [{ ...CAJA, quantity: 1 }], { store: false });
      await page.goto("/cardapio");
      await openStorePicker(page);
      await storePicker(page).getByRole("searchbox").fill("Boa Viagem");
      await expect(storeRow(page, "Frosty Boa Viagem")).toContainText("Fechada");
      await expectNoAxeViolations(page);
      await chooseStore(page, "Boa Viagem", "Frosty Boa Viagem");

      // A delivery is refused before it is sent, and the nearest open stores are offered.
      await page.goto("/checkout");
      await fillCustomer(page);
      await fillAddress(page, "86-boa-viagem");
      const notice = page.getByTestId("closed-store-notice");
      await expect(notice).toContainText(CLOSED_MESSAGE);
      const nearest = notice.getByTestId("nearest-open-stores").getByRole("listitem");
      await expect(nearest).toHaveCount(3);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Confirmar pedido" }).click();
      await expect(page.locator("[data-sonner-toast]").getByText(CLOSED_MESSAGE)).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);

      // One tap switches to an open store: the notice goes.
      const other = (await nearest.first().locator(".font-bold").textContent()) ?? "";
      await nearest
        .first()
        .getByRole("button", { name: /^Pedir aqui/ })
        .click();
      await expect(notice).toHaveCount(0);
      await expect(page.locator("#store-heading + div")).toContainText(other);
    },
  );

  workerServerTest(
    "the server refuses a pickup from a store closed after the checkout opened",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // Two pages and a dozen steps: more than the default 30 s on a loaded machine.
      workerServerTest.slow();
      // The refused order is a 422, which Chromium logs.
      allowConsoleError(/status of 422/);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await seedCart(page, [{ ...CAJA, quantity: 1 }], { store: false });
      await page.goto("/cardapio");
      await openStorePicker(page);
      await chooseStore(page, "Pituba", "Frosty Pituba");
      await page.goto("/checkout");
      await fillCustomer(page);
      await page.getByRole("radio", { name: "Retirada", exact: true }).check();
      await expect(page.getByTestId("closed-store-notice")).toHaveCount(0);

      // Staff close the store meanwhile, from the panel in another tab.
      const panel = await page.context().newPage();
      await openSettings(panel);
      await panel.getByLabel("Buscar loja").fill("Pituba");
      await panel.getByRole("button", { name: "Horários de Frosty Pituba" }).click();
      await panel.getByLabel("Seguir horário de funcionamento").check();
      for (const day of ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"]) {
        await panel.getByLabel(day, { exact: true }).uncheck();
      }
      await expectNoAxeViolations(panel);
      await panel.getByRole("button", { name: "Salvar horários" }).click();
      await expect(panel.getByText("Horários de Frosty Pituba salvos")).toBeVisible();
      const row = adminStore(panel, "Frosty Pituba");
      await expect(row.getByTestId("store-open-state")).toHaveText("Fechada");
      await expect(row).toContainText("Com horário de funcionamento");
      await panel.close();

      await page.getByRole("button", { name: "Confirmar pedido" }).click();
      await expect(page.locator("[data-sonner-toast]").getByText(CLOSED_MESSAGE)).toBeVisible();
      await expect(page.getByTestId("closed-store-notice")).toContainText(CLOSED_MESSAGE);
      await expect(page).toHaveURL(/\/checkout$/);
    },
  );
});
