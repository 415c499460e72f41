import { choosePayment, fillAddress, fillCustomer } from "./support/checkout-form.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";

test.describe("the customer's journey", () => {
  test("picks a store, orders with a coupon for delivery and follows the order", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    // No store yet: the picker opens by itself.
    const picker = page.getByRole("dialog", { name: "Escolha sua loja Frosty" });
    await expect(picker).toBeVisible();
    await picker
      .getByPlaceholder("Buscar por cidade, bairro ou loja...")
      .fill("conselheiro aguiar");
    await expect(picker.getByText("1 loja encontrada")).toBeVisible();
    await picker.getByRole("button", { name: /Frosty Boa Viagem/ }).click();
    await expect(picker).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Loja: Frosty Boa Viagem" }).first(),
    ).toBeVisible();

    await page.getByRole("button", { name: "Quero Agora" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
    await page.getByRole("link", { name: /Picolé de Cajá/ }).click();
    await expect(page).toHaveURL(/\/produto\/1$/);
    await page.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" }).click();
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await expect(page.getByText("Adicionado ao carrinho!")).toBeVisible();
    await expect(page).toHaveURL(/\/carrinho$/);

    await page.getByRole("link", { name: "Finalizar pedido" }).click();
    await fillCustomer(page);
    await page.getByLabel("CPF (opcional)").fill("12345678909");
    await expect(page.getByLabel("CPF (opcional)")).toHaveValue("123.456.789-09");
    await fillAddress(page, "86-boa-viagem");
    await choosePayment(page, "Pagamento de teste");
    await page.getByLabel("Código do cupom").fill("FROSTY10");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Cupom aplicado: -10%")).toBeVisible();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    await expect(page).toHaveURL(/\/confirmacao$/);
    const orderId = (await page.getByTestId("order-id").textContent()) ?? "";
    expect(orderId).toMatch(/^ORD-\d+$/);
    await expect(page.getByTestId("order-status")).toHaveText("Pedido recebido");
    const shortNumber = (await page.getByTestId("order-short-number").textContent()) ?? "";
    await expect(page.getByTestId("payment-message")).toHaveText("Pagamento de teste aprovado.");
    const totals = page.getByTestId("order-totals");
    await expect(totals).toContainText("R$ 17,98");
    await expect(totals).toContainText("-R$ 1,80");
    await expect(totals).toContainText("R$ 5,00");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 21,18");
    await expect(page.locator("main").getByText("2x Picolé de Cajá")).toBeVisible();
    await expect(page.getByText("Maria da Silva")).toBeVisible();
    await expect(
      page.getByText("Rua das Flores, 10 - Boa Viagem, Recife/PE - CEP 51020-000"),
    ).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const share = page.getByRole("link", { name: "Compartilhar no WhatsApp" });
    const shareText = new URL((await share.getAttribute("href")) ?? "").searchParams.get("text");
    // With the order's tracking link, so whoever gets it can follow the order too.
    expect(shareText).toMatch(
      new RegExp(
        `^Meu pedido Frosty ${shortNumber} \\(${orderId}\\): Pedido recebido\\. Total: R\\$ 21,18\n` +
          `Acompanhe: https?://[^/]+/pedido/${orderId}\\?token=[\\w-]+$`,
      ),
    );

    // The order survives a reload, and the server holds the same one for its token.
    await page.reload();
    await expect(page.getByTestId("order-id")).toHaveText(orderId);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("frosty-cart") ?? "{}"),
    );
    const saved = stored.state.orders.at(-1);
    expect(saved.id).toBe(orderId);
    const serverCopy = await request.get(`/api/orders/${orderId}`, {
      headers: { "X-Order-Token": saved.accessToken },
    });
    expect(serverCopy.status()).toBe(200);
    expect((await serverCopy.json()).totalCents).toBe(2118);
  });

  test("orders for pickup with no delivery fee", async ({ page }) => {
    await page.goto("/produto/5");
    await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
    await page.getByRole("link", { name: "Finalizar pedido" }).click();
    await page.getByRole("button", { name: "Escolher loja" }).last().click();
    await page.getByPlaceholder("Buscar por cidade, bairro ou loja...").fill("Manaus");
    await page.getByRole("button", { name: /Frosty Adrianópolis/ }).click();
    await fillCustomer(page, { name: "Ana Souza", phone: "92977770000" });
    await page.getByRole("radio", { name: "Retirada", exact: true }).check();
    await choosePayment(page, "Pagamento de teste");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    await expect(page).toHaveURL(/\/confirmacao$/);
    await expect(page.getByTestId("order-total")).toHaveText("R$ 8,99");
    await expect(page.getByText("Retirada", { exact: true })).toBeVisible();
    await expect(page.getByText("Frosty Adrianópolis — Manaus - AM")).toBeVisible();
  });

  test("confirmation without an order says so", async ({ page }) => {
    await page.goto("/confirmacao");
    await expect(page.getByText("Nenhum pedido encontrado")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
