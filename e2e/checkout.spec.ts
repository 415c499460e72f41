import { ACAI, CAJA, seedCart } from "./support/cart-state.ts";
import { choosePayment, fillCustomer } from "./support/checkout-form.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";

test.describe("checkout", () => {
  test("sends an empty cart back to /carrinho", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.getByText("Seu carrinho está vazio")).toBeVisible();
  });

  test("says beside each field what is missing, and goes to the first", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 1 }]);
    await page.goto("/checkout");
    const submit = page.getByRole("button", { name: "Confirmar pedido" });

    await submit.click();
    const name = page.getByLabel("Nome completo *");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page.getByText("Preencha os campos obrigatórios").first()).toBeVisible();

    await name.fill("Maria da Silva");
    await page.getByLabel("Telefone *").fill("8199990000");
    await submit.click();
    // A mobile number needs its 9: the message sits beside the phone, which gets the focus.
    await expect(page.getByLabel("Telefone *")).toBeFocused();
    await expect(page.getByLabel("Telefone *")).toHaveValue("(81) 9999-0000");
    await expect(page.getByText("Telefone inválido")).toBeVisible();
    await page.getByLabel("Telefone *").fill("81999990000");
    await submit.click();
    await expect(page.getByLabel("CEP *")).toBeFocused();
    await expect(page.getByText("Informe o endereço para entrega")).toBeVisible();
    await expect(page.getByText("Escolha o bairro da entrega")).toBeVisible();
    await expect(page.getByText("Escolha a forma de pagamento")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("shows the address only for delivery, and the bairro's fee apart", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/checkout");
    const totals = page.getByTestId("order-totals");
    await expect(page.getByLabel("CEP *")).toBeVisible();
    await expect(page.getByTestId("delivery-fee")).toHaveText("Escolha o bairro");
    await expect(page.getByTestId("delivery-city")).toHaveText("Cidade: Recife - PE");
    await page.getByLabel("Bairro *").selectOption("86-boa-viagem");
    await expect(page.getByTestId("delivery-fee")).toHaveText("R$ 5,00");
    await expect(totals).toContainText("Boa Viagem · cerca de 30 min");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 22,98");

    await page.getByRole("radio", { name: "Retirada", exact: true }).check();
    await expect(page.getByLabel("CEP *")).toHaveCount(0);
    await expect(page.getByTestId("delivery-fee")).toHaveText("R$ 0,00");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 17,98");
    await expectNoAxeViolations(page);
  });

  test("refuses a wrong coupon, applies the right one and removes it", async ({
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
    await page.getByLabel("Bairro *").selectOption("86-boa-viagem");
    const code = page.getByLabel("Código do cupom");

    await code.fill("DESCONTO50");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Cupom inválido")).toBeVisible();

    await code.fill("frosty10");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Cupom aplicado: -10%")).toBeVisible();
    await expect(code).toBeDisabled();
    // 3 × R$ 8,99 = R$ 26,97; 10 % = R$ 2,70; + R$ 5,00 delivery.
    await expect(page.getByTestId("order-totals")).toContainText("-R$ 2,70");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 29,27");

    // An applied coupon can be taken off again: the totals follow.
    await page.getByRole("button", { name: "Remover cupom FROSTY10" }).click();
    await expect(code).toBeEnabled();
    await expect(page.getByTestId("order-totals")).not.toContainText("Desconto");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 31,97");
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
    await fillCustomer(page, { name: "João Pereira", phone: "71988880000" });
    await page.getByRole("radio", { name: "Retirada", exact: true }).check();
    await choosePayment(page, "WhatsApp");

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(url.hostname).toBe("wa.me");
    // The chosen store's own WhatsApp.
    expect(url.pathname).toBe("/5581900000009");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toMatch(/ORD-\d+/);
    expect(text).toContain("3x Picolé de Açaí");
    expect(text).toContain("R$ 26,97");
    expect(text).toContain("Frosty Boa Viagem");

    await expect(page).toHaveURL(/\/confirmacao$/);
    await expect(page.getByTestId("payment-message")).toContainText("WhatsApp");

    // Back from the confirmation: the order emptied the cart, so no form to send it again.
    await page.goBack();
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.getByText("Seu carrinho está vazio")).toBeVisible();
  });
});
