import { ACAI, CAJA, seedCart } from "./support/cart-state.ts";
import { expect, expectNoAxeViolations, test } from "./support/test.ts";

test.describe("checkout", () => {
  test("sends an empty cart back to /carrinho", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.getByText("Seu carrinho está vazio")).toBeVisible();
  });

  test("asks for name and phone, then for the delivery address", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 1 }]);
    await page.goto("/checkout");
    const submit = page.getByRole("button", { name: "Confirmar pedido" });

    await submit.click();
    await expect(page.getByText("Preencha os campos obrigatórios").first()).toBeVisible();
    await expect(page.getByLabel("Nome completo *")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Nome completo *").fill("Maria da Silva");
    await page.getByLabel("Telefone *").fill("(81) 99999-0000");
    await submit.click();
    await expect(page.getByText("Informe o endereço para entrega").first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("shows the address only for delivery, and no fee for pickup", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/checkout");
    const totals = page.getByTestId("order-totals");
    await expect(page.getByLabel("Endereço de entrega *")).toBeVisible();
    await expect(totals).toContainText("Taxa de entrega");
    await expect(totals).toContainText("R$ 5,00");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 22,98");

    await page.getByLabel("Retirada").check();
    await expect(page.getByLabel("Endereço de entrega *")).toHaveCount(0);
    await expect(totals).toContainText("R$ 0,00");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 17,98");
    await expectNoAxeViolations(page);
  });

  test("refuses a wrong coupon and applies the right one once", async ({
    page,
    allowConsoleError,
  }) => {
    // The server answers an unknown coupon with 404, which Chromium notes in the console.
    allowConsoleError(/status of 404/);
    await seedCart(page, [
      { ...CAJA, quantity: 2 },
      { ...ACAI, quantity: 1 },
    ]);
    await page.goto("/checkout");
    const code = page.getByLabel("Código do cupom");

    await code.fill("DESCONTO50");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Cupom inválido")).toBeVisible();

    await code.fill("frosty10");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Cupom aplicado: -10%")).toBeVisible();
    await expect(code).toBeDisabled();
    await expect(page.getByRole("button", { name: "Aplicado" })).toBeDisabled();
    // 3 × R$ 8,99 = R$ 26,97; 10 % = R$ 2,70; + R$ 5,00 delivery.
    await expect(page.getByTestId("order-totals")).toContainText("-R$ 2,70");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 29,27");
  });

  test("in WhatsApp mode opens the chat with the order text and confirms", async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
    );
    await seedCart(page, [{ ...ACAI, quantity: 3 }]);
    await page.goto("/checkout");
    await page.getByLabel("Nome completo *").fill("João Pereira");
    await page.getByLabel("Telefone *").fill("(71) 98888-0000");
    await page.getByLabel("Retirada").check();
    await page.getByLabel(/Enviar pedido pelo WhatsApp/).check();

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(url.hostname).toBe("wa.me");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toMatch(/ORD-\d+/);
    expect(text).toContain("3x Picolé de Açaí (Médio) - R$ 26,97");
    expect(text).toContain("Total: R$ 26,97");
    expect(text).toContain("Retirada na loja Frosty Boa Viagem");

    await expect(page).toHaveURL(/\/confirmacao$/);
    await expect(page.getByTestId("payment-message")).toContainText("WhatsApp");
  });
});
