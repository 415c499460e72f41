import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { OrderView } from "#shared/orders.ts";
import { CAJA, seedCart } from "./support/cart-state.ts";
import { choosePayment, fillAddress, fillCustomer } from "./support/checkout-form.ts";
import { confirmAtCheckout, nextOrderAnswer } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot, TAKING_SCREENSHOTS } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { catalogStore, storesOf } from "./support/stores.ts";

/**
 * The checkout as a Brazilian customer pays: cash with troco, the card machine at the door, a
 * bairro the store serves (with its minimum), a total that changed while they sat on the page,
 * and their details remembered for the next order. The cart is two Picolés de Cajá (R$ 17,98)
 * for Frosty Boa Viagem (Recife), whose own bairro costs R$ 5,00 and its Centro R$ 8,00 with a
 * R$ 20,00 minimum.
 */

/**
 * Documentation pictures of what the customer sees (only when asked for: support/screenshots.ts),
 * phone (390×844) and desktop (1280×800): the viewport with each given section scrolled to under
 * the sticky header (a full-page shot would paint the header over the middle of the page), or as
 * it is when no section is given (a dialog). The viewport is left as it was.
 */
async function shoot(page: Page, name: string, sections: string[] = []): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  const viewport = page.viewportSize();
  for (const [size, width, height] of [
    ["390", 390, 844],
    ["1280", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (sections.length === 0) {
      await documentScreenshot(page, `${name}-${size}`);
      continue;
    }
    for (const section of sections) {
      await page.getByRole("region", { name: section }).evaluate((element) => {
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 140 });
      });
      const slug = section
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/\W+/g, "-");
      await documentScreenshot(page, `${name}-${slug}-${size}`);
    }
  }
  if (viewport) await page.setViewportSize(viewport);
}

test.describe("paying at the checkout", () => {
  test("cash with troco: a troco under the total is refused beside the field", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/checkout");
    await fillCustomer(page);
    await fillAddress(page, "86-boa-viagem");
    await choosePayment(page, "Dinheiro");
    const change = page.getByLabel("Troco para quanto? (opcional)");
    await expect(page.getByText("Deve ser igual ou maior que o total (R$ 22,98).")).toBeVisible();

    await change.fill("20,00");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(change).toBeFocused();
    await expect(change).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("O troco deve ser para um valor igual ou maior que o total"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    await change.fill("50,00");
    await expect(page.getByTestId("delivery-area-facts")).toContainText("Taxa de entrega: R$ 5,00");
    await expectNoAxeViolations(page);
    await shoot(page, "checkout-cash-troco", ["Forma de recebimento", "Pagamento"]);
    const order = await confirmAtCheckout(page);
    expect(order).toMatchObject({
      paymentMethod: "cash",
      totalCents: 2298,
      deliveryFeeCents: 500,
      payment: { changeForCents: 5000, cardType: null },
      delivery: { neighbourhood: "Boa Viagem", city: "Recife", state: "PE", cep: "51020000" },
    });
  });

  test("card on delivery: crédito, with the machine brought to the door", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/checkout");
    await fillCustomer(page, { name: "João Pereira", phone: "81988887777" });
    await fillAddress(page, "86-boa-viagem");
    await choosePayment(page, "Cartão na entrega/retirada");
    await expect(page.getByText("Crédito ou débito: levamos a maquininha.")).toBeVisible();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByText("Escolha crédito ou débito")).toBeVisible();

    await page.getByRole("radio", { name: "Crédito", exact: true }).check();
    const order = await confirmAtCheckout(page);
    expect(order).toMatchObject({
      paymentMethod: "card",
      payment: { cardType: "credit", changeForCents: null },
    });
  });

  test("a bairro the store does not serve, or under its minimum, is refused", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 422/);
    await seedCart(page, [{ ...CAJA, quantity: 1 }]);
    await page.goto("/checkout");
    // The select offers only Frosty Boa Viagem's own bairros.
    const bairro = page.getByLabel("Bairro *");
    await expect(bairro.locator("option")).toHaveText([
      "Escolha o bairro",
      "Boa Viagem — R$ 5,00 · 30 min",
      "Centro — R$ 8,00 · 45 min · mínimo R$ 20,00",
    ]);

    // Under Centro's minimum: said before submitting, and the submit is held back beside it.
    await fillCustomer(page);
    await fillAddress(page, "86-centro");
    await choosePayment(page, "Pagamento de teste");
    await expect(page.getByTestId("minimum-missing")).toHaveText(
      "Faltam R$ 11,01 para o pedido mínimo de entrega neste bairro.",
    );
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/orders")) sent.push(request.method());
    });
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(bairro).toBeFocused();
    await expect(
      page.getByText("O pedido mínimo para entrega em Centro é de R$ 20,00"),
    ).toBeVisible();
    expect(sent).toEqual([]);

    // The server refuses the same, and a bairro of another store.
    const order = (areaId: string) => ({
      storeId: "86",
      items: [{ productId: "1", size: "medio", addonIds: [], quantity: 1 }],
      customer: { name: "Maria da Silva", phone: "(81) 99999-0000" },
      deliveryMethod: "delivery",
      deliveryAddress: { areaId, cep: "51020-000", street: "Rua das Flores", number: "10" },
      paymentMethod: "test",
    });
    for (const [areaId, message] of [
      ["1-bela-vista", "Esta loja não entrega neste bairro"],
      ["86-centro", "O pedido mínimo para entrega em Centro é de R$ 20,00"],
    ] as const) {
      const refused = await page.request.post("/api/orders", {
        headers: { "idempotency-key": randomUUID() },
        data: order(areaId),
      });
      expect(refused.status()).toBe(422);
      expect((await refused.json()).error).toMatchObject({
        message,
        issues: [{ path: ["deliveryAddress", "areaId"], message }],
      });
    }
  });

  test("remembers name, phone and address through a reload, until told not to", async ({
    page,
  }) => {
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/checkout");
    await fillCustomer(page);
    await page.getByLabel("CPF (opcional)").fill("12345678909");
    await fillAddress(page, "86-boa-viagem");
    await page.getByLabel("Complemento").fill("Apto 12");

    await page.reload();
    await expect(page.getByLabel("Nome completo *")).toHaveValue("Maria da Silva");
    await expect(page.getByLabel("Telefone *")).toHaveValue("(81) 99999-0000");
    await expect(page.getByLabel("CPF (opcional)")).toHaveValue("");
    await expect(page.getByLabel("CEP *")).toHaveValue("51020-000");
    await expect(page.getByLabel("Rua *")).toHaveValue("Rua das Flores");
    await expect(page.getByLabel("Número *")).toHaveValue("10");
    await expect(page.getByLabel("Complemento")).toHaveValue("Apto 12");
    await expect(page.getByLabel("Bairro *")).toHaveValue("86-boa-viagem");
    await expect(page.getByTestId("order-total")).toHaveText("R$ 22,98");

    await page.getByRole("checkbox", { name: /Lembrar meus dados/ }).uncheck();
    await page.reload();
    await expect(page.getByLabel("Nome completo *")).toHaveValue("");
    await expect(page.getByLabel("Rua *")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /Lembrar meus dados/ })).not.toBeChecked();
  });

  test("the menu says what a delivery from the chosen store costs at least", async ({ page }) => {
    await seedCart(page, [{ ...CAJA, quantity: 1 }]);
    await page.goto("/cardapio");
    await expect(page.getByTestId("store-delivery")).toHaveText(
      "Frosty Boa Viagem ·Entrega a partir de R$ 5,00",
    );
  });
});

/** Staff change these stores' bairros meanwhile: stores of this file's own (support/stores.ts). */
const [FEE_STORE, PICKUP_STORE] = storesOf("checkout-payments");

workerServerTest.describe("while the customer is at the checkout", () => {
  workerServerTest(
    "a fee raised meanwhile asks the customer to confirm the new total",
    async ({ page, request, ownServer, allowConsoleError }) => {
      workerServerTest.slow();
      allowConsoleError(/status of 409/);
      const store = await catalogStore(request, FEE_STORE);
      const ownArea = store.deliveryAreas[0];
      if (!ownArea) throw new Error(`store ${FEE_STORE} delivers nowhere`);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await seedCart(page, [{ ...CAJA, quantity: 2 }], { store });
      await page.goto("/checkout");
      await fillCustomer(page);
      await fillAddress(page, ownArea.id);
      await choosePayment(page, "Pagamento de teste");
      await expect(page.getByTestId("order-total")).toHaveText("R$ 22,98");

      // Staff raise the bairro's fee from the panel.
      const raised = await page.request.put(
        `/api/admin/stores/${FEE_STORE}/delivery-areas/${ownArea.id}`,
        {
          headers: { origin: ownServer.baseUrl },
          data: { feeCents: 750 },
        },
      );
      expect(raised.status(), await raised.text()).toBe(200);

      await page.getByRole("button", { name: "Confirmar pedido" }).click();
      const notice = page.getByRole("dialog", { name: "O valor do pedido mudou" });
      await expect(notice).toBeVisible();
      await expect(notice.getByTestId("price-change-deliveryFeeCents")).toContainText(
        "R$ 5,00R$ 7,50",
      );
      await expect(notice.getByTestId("price-change-totalCents")).toContainText("R$ 22,98R$ 25,48");
      await expect(page).toHaveURL(/\/checkout$/);
      await expectNoAxeViolations(page);
      await shoot(page, "checkout-price-changed");

      const order = await (async () => {
        const { answer } = await nextOrderAnswer(page);
        await notice.getByRole("button", { name: "Confirmar novo total" }).click();
        return (await answer).json() as Promise<OrderView>;
      })();
      await expect(page).toHaveURL(/\/confirmacao$/);
      expect(order).toMatchObject({ deliveryFeeCents: 750, totalCents: 2548 });
    },
  );

  workerServerTest(
    "a store with no bairros left does pickup only, on the menu and at the checkout",
    async ({ page, request, ownServer }) => {
      const store = await catalogStore(request, PICKUP_STORE);
      expect(store.deliveryAreas).toHaveLength(2);
      await signInAsAdmin(page, request, ownServer.dataDir);
      for (const areaId of store.deliveryAreas.map((area) => area.id)) {
        const removed = await page.request.delete(
          `/api/admin/stores/${PICKUP_STORE}/delivery-areas/${areaId}`,
          {
            headers: { origin: ownServer.baseUrl },
          },
        );
        expect(removed.status(), await removed.text()).toBe(200);
      }
      await seedCart(page, [{ ...CAJA, quantity: 1 }], { store });
      await page.goto("/cardapio");
      await expect(page.getByTestId("store-delivery")).toHaveText(`${store.name} ·Só retirada`);
      await page.goto("/checkout");
      await expect(page.getByTestId("pickup-only")).toHaveText(
        `${store.name} não faz entregas: só retirada na loja.`,
      );
      await expect(page.getByRole("radio", { name: "Retirada", exact: true })).toBeChecked();
      await expect(page.getByRole("radio", { name: "Entrega", exact: true })).toBeDisabled();
      await expect(page.getByLabel("CEP *")).toHaveCount(0);
    },
  );
});
