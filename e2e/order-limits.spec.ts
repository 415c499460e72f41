import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, workerServerTest as test } from "./support/own-server.ts";
import { documentScreenshot, whenTakingScreenshots } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";

/**
 * The order limits, as HQ sets them and the shop keeps to them: Configurações → Limites, the
 * product page's and the cart's steppers stopping at the units a line may have, and the server
 * refusing more (422 too_many_units). The test changes the chain's limits: a `@chain` test, one at
 * a time on the chain-settings server, the limits put back after (own-server.ts); the servers'
 * ORDER_LIMITS are generous (app-server.ts). The checkout's side: order-limits-checkout.
 */

const NAME = "Picolé de Cajá";
const increase = (page: Page) =>
  page.getByRole("button", { name: `Aumentar quantidade de ${NAME}` });
const quantity = (page: Page) => page.getByRole("status", { name: `Quantidade de ${NAME}` });
const limitsSection = (page: Page) => page.getByRole("region", { name: "Limites", exact: true });

test.describe("order limits", { tag: "@chain" }, () => {
  // Long journeys, on a machine that may be busy.
  test.describe.configure({ timeout: 120_000 });

  test("HQ caps the units of a line at 3: the shop's steppers stop there, the server refuses more", async ({
    page,
    request,
    ownServer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page, request, ownServer.dataDir);
    await page.goto("/admin/configuracoes");
    const section = limitsSection(page);
    await expect(section.getByRole("heading", { name: "Limites" })).toBeVisible();
    const perLine = section.getByLabel("Unidades por item");
    // This server's defaults (ORDER_LIMITS) are in force, and shown beside each field.
    await expect(perLine).toHaveValue("99");
    await expect(section.getByText(/Padrão: 99\./)).toBeVisible();
    for (const label of [
      "Pedidos por conexão (IP) na janela",
      "Pedidos por telefone na janela",
      "Janela (minutos)",
      "Unidades por pedido",
      "Consultas de cupom por minuto por conexão",
    ]) {
      await expect(section.getByLabel(label)).toBeVisible();
    }

    // Checked as the server checks it: a line may not hold more than the order.
    await section.getByLabel("Unidades por pedido").fill("2");
    await section.getByRole("button", { name: "Salvar" }).click();
    await expect(
      section.getByText("O limite por item não pode passar do limite por pedido"),
    ).toBeVisible();
    await expect(perLine).toHaveAttribute("aria-invalid", "true");

    await section.getByLabel("Unidades por pedido").fill("5");
    await perLine.fill("3");
    await section.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Limites salvos")).toBeVisible();
    await page.reload();
    await expect(limitsSection(page).getByLabel("Unidades por item")).toHaveValue("3");
    await expect(limitsSection(page).getByLabel("Unidades por pedido")).toHaveValue("5");
    await expectNoAxeViolations(page);
    await limitsSection(page).scrollIntoViewIfNeeded();
    await documentScreenshot(limitsSection(page), "limits-section-1280x800");
    await page.setViewportSize({ width: 390, height: 844 });
    await limitsSection(page).getByRole("heading", { name: "Limites" }).scrollIntoViewIfNeeded();
    await documentScreenshot(page, "limits-section-390x844");

    // The customer's product page: the stepper stops at 3, and says so.
    await page.goto("/produto/1");
    await expect(quantity(page)).toHaveText("1");
    await increase(page).click();
    await increase(page).click();
    await expect(quantity(page)).toHaveText("3");
    await expect(increase(page)).toBeDisabled();
    await expect(page.getByTestId("line-cap-hint")).toHaveText("Máximo de 3 unidades por item");
    await expect(page.getByTestId("product-total")).toHaveText("R$ 26,97");
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "product-stepper-capped-390x844");
    await whenTakingScreenshots(async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await documentScreenshot(page, "product-stepper-capped-1280x800");
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    const line = page.getByTestId("cart-line");
    await expect(line.getByRole("status", { name: `Quantidade de ${NAME}` })).toHaveText("3");
    await expect(
      line.getByRole("button", { name: `Aumentar quantidade de ${NAME}` }),
    ).toBeDisabled();
    await expect(line.getByTestId("line-cap-hint")).toHaveText("Máximo de 3 unidades por item");
    await documentScreenshot(page, "cart-line-capped-390x844");

    // Adding more never takes the line past the cap: nothing added, and the customer is told.
    await page.goto("/produto/1");
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await expect(page.getByText("Máximo de 3 unidades por item: seu carrinho tem 3")).toBeVisible();
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(
      page.getByTestId("cart-line").getByRole("status", { name: `Quantidade de ${NAME}` }),
    ).toHaveText("3");
    await expect(page.getByRole("link", { name: "Finalizar pedido" })).toBeVisible();

    // Three more of another flavour: six units, past the order's five. Said before the checkout,
    // and at the checkout beside the button, which holds the order back.
    await page.goto("/produto/5");
    for (const _ of [1, 2]) {
      await page.getByRole("button", { name: "Aumentar quantidade de Picolé de Açaí" }).click();
    }
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    const capMessage = "No máximo 5 unidades por pedido: seu carrinho tem 6.";
    await expect(page.getByTestId("order-notice")).toHaveText(capMessage);
    await expect(page.getByRole("button", { name: "Finalizar pedido" })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await documentScreenshot(page, "cart-order-capped-390x844");
    await page.goto("/checkout");
    await expect(page.getByTestId("order-notice")).toHaveText(capMessage);
    await expect(page.getByRole("button", { name: "Confirmar pedido" })).toBeDisabled();

    // One fewer: the order goes on.
    await page.goto("/carrinho");
    await page.getByRole("button", { name: "Diminuir quantidade de Picolé de Açaí" }).click();
    await expect(page.getByTestId("order-notice")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Finalizar pedido" })).toBeVisible();

    // A script sending more than the cap is refused by the server, in Portuguese.
    const refused = await request.post("/api/orders", {
      headers: { "idempotency-key": crypto.randomUUID() },
      data: {
        storeId: "86",
        items: [{ productId: "1", size: "medio", addonIds: [], quantity: 4 }],
        customer: { name: "Robô da Silva", phone: "(81) 98888-1111" },
        deliveryMethod: "delivery",
        deliveryAddress: {
          areaId: "86-boa-viagem",
          cep: "51020-000",
          street: "Rua das Flores",
          number: "10",
        },
        paymentMethod: "test",
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "too_many_units",
        message: "No máximo 3 unidades de cada item por pedido",
        issues: [
          {
            path: ["items", 0, "quantity"],
            message: "No máximo 3 unidades de cada item por pedido",
          },
        ],
      },
    });
  });
});
